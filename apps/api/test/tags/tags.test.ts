import { errorEnvelope, listingPage, successEnvelope, tagDetail } from '@store/contract';
import { schema } from '@store/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';

const parse = (json: unknown) => successEnvelope(tagDetail).parse(json).data;

describe('GET /v4/tag/name/{name}', () => {
  const t = useTestApp();
  const get = async (name: string, city?: string) => {
    const res = await t().app.inject({
      method: 'GET',
      url: `/v4/tag/name/${encodeURIComponent(name)}`,
      headers: city ? { city } : {},
    });
    expect(res.statusCode, res.body).toBe(200);
    return parse(res.json());
  };
  const listingTotal = async (slug: string, city: string) => {
    const res = await t().app.inject({
      method: 'GET',
      url: `/v5/tag/slug/${slug}/experiences_page`,
      headers: { city },
    });
    return successEnvelope(listingPage).parse(res.json()).data.total;
  };

  it('answers the tag with its category, cities and its count in the CITY', async () => {
    const tag = await get('proposal');
    expect(tag).toMatchObject({
      id: 10,
      name: 'Proposal Ideas',
      slug: 'proposal',
      image_url: '/images/tags/proposal.jpg',
      category: { id: 3, slug: 'surprises' },
    });
    expect(tag.description.length).toBeGreaterThan(10);
    expect(tag.city.city_short_name).toBe('delhi-ncr');
    expect(tag.available_cities.map((c) => c.city_short_name)).toEqual([
      'delhi-ncr',
      'mumbai',
      'bangalore',
      'hyderabad',
      'pune',
    ]);
    expect(tag.experience_count).toBe(await listingTotal('proposal', '1'));
    const mumbai = await get('proposal', 'mumbai');
    expect(mumbai.city.id).toBe(2);
    expect(mumbai.experience_count).toBe(await listingTotal('proposal', '2'));
    expect(mumbai.experience_count).not.toBe(tag.experience_count);
  });

  it('finds a tag by its exact name in any case', async () => {
    for (const name of ['Proposal Ideas', 'proposal ideas', 'PROPOSAL IDEAS', 'Proposal']) {
      expect((await get(name)).slug).toBe('proposal');
    }
    expect((await get('Cakes & Gifts')).slug).toBe('cakes-and-gifts');
  });

  it('lists only the cities where the tag has active experiences', async () => {
    const { db } = t().database;
    await db
      .insert(schema.tags)
      .values({ id: 901, name: 'Rooftop Only', slug: 'rooftop-only', sortOrder: 91 });
    await db.insert(schema.experienceTags).values({ experienceId: 2, tagId: 901 });
    const sold = await db
      .select()
      .from(schema.experienceCities)
      .where(eq(schema.experienceCities.experienceId, 2));
    const tag = await get('rooftop-only');
    expect(tag.available_cities.map((c) => c.id).sort()).toEqual(sold.map((s) => s.cityId).sort());
    expect(tag.available_cities.length).toBeLessThan(5);
    await db.update(schema.experiences).set({ isActive: false }).where(eq(schema.experiences.id, 2));
    const none = await get('rooftop-only');
    expect(none.available_cities).toEqual([]);
    expect(none.experience_count).toBe(0);
  });

  it('answers an unknown tag with a 404 envelope and an unknown city with a 400', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/v4/tag/name/no-such-tag' });
    expect(res.statusCode).toBe(404);
    expect(errorEnvelope.parse(res.json()).error_message).toBe('Tag no-such-tag was not found');
    const blank = await t().app.inject({ method: 'GET', url: '/v4/tag/name/%20' });
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(errorEnvelope.parse(blank.json()).data)).toContain('name');
    const city = await t().app.inject({
      method: 'GET',
      url: '/v4/tag/name/proposal',
      headers: { city: '77' },
    });
    expect(city.statusCode).toBe(400);
    expect(errorEnvelope.parse(city.json()).data).toEqual({ CITY: 'is not a known city' });
  });

  it('takes one SQL statement', async () => {
    t().statements.length = 0;
    await get('anniversary-surprises');
    expect(t().statements).toHaveLength(1);
  });
});
