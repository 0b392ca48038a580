import { errorEnvelope, listingPage, successEnvelope } from '@store/contract';
import { schema } from '@store/db';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';

const LISTING = '/v5/tag/slug/anniversary-surprises/experiences_page';
const parse = (json: unknown) => successEnvelope(listingPage).parse(json).data;

describe('GET /v5/tag/slug/{slug}/experiences_page, narrowed by price, rating and occasion', () => {
  const t = useTestApp();
  const get = async (query: string) => {
    const res = await t().app.inject({ method: 'GET', url: `${LISTING}?limit=48&${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return parse(res.json());
  };
  const refused = async (query: string) => {
    const res = await t().app.inject({ method: 'GET', url: `${LISTING}?${query}` });
    expect(res.statusCode, res.body).toBe(400);
    return errorEnvelope.parse(res.json());
  };

  it('keeps the experiences priced within the range, in the city, and leaves out those sold on request', async () => {
    const all = await get('');
    const prices = all.experiences.filter((c) => !c.price_on_request).map((c) => c.price);
    const [low, high] = [Math.min(...prices), Math.max(...prices)];
    const middle = Math.round((low + high) / 2);
    const cheap = await get(`max_price=${middle}`);
    const dear = await get(`min_price=${middle + 1}`);
    expect(cheap.total).toBeGreaterThan(0);
    expect(dear.total).toBeGreaterThan(0);
    expect(cheap.experiences.every((c) => c.price <= middle && !c.price_on_request)).toBe(true);
    expect(dear.experiences.every((c) => c.price > middle && !c.price_on_request)).toBe(true);
    expect(cheap.total + dear.total).toBe(prices.length);
    const exact = await get(`min_price=${low}&max_price=${low}`);
    expect(exact.experiences.map((c) => c.price)).toEqual(prices.filter((p) => p === low));
  });

  it('keeps the experiences whose approved reviews average at least the rating asked', async () => {
    const all = await get('');
    // One experience let down by more one-star reviews than it had, approved; another's waits.
    const [letDown, waiting] = all.experiences.filter((c) => c.rating_count > 0);
    if (!letDown || !waiting) throw new Error('the seed reviews the anniversary surprises');
    const review = (experienceId: number, status: 'approved' | 'pending') => ({
      experienceId,
      cityId: 1,
      customerName: 'Asha',
      rating: 1,
      body: 'Not what we were promised.',
      createdAt: new Date('2026-11-01T10:00:00Z'),
      status,
    });
    await t()
      .database.db.insert(schema.reviews)
      .values([
        ...Array.from({ length: letDown.rating_count + 1 }, () => review(letDown.id, 'approved')),
        ...Array.from({ length: waiting.rating_count + 1 }, () => review(waiting.id, 'pending')),
      ]);
    const good = await get('min_rating=4');
    expect(good.total).toBeGreaterThan(0);
    expect(good.experiences.map((c) => c.id)).not.toContain(letDown.id);
    expect(good.experiences.map((c) => c.id)).toContain(waiting.id);
    for (const card of good.experiences) {
      expect(card.rating_count).toBeGreaterThan(0);
      expect(card.rating_score).toBeGreaterThanOrEqual(4);
    }
    const unrated = all.experiences.filter((c) => c.rating_count === 0).map((c) => c.id);
    expect(good.experiences.filter((c) => unrated.includes(c.id))).toEqual([]);
    expect((await get('min_rating=1')).experiences.map((c) => c.id)).toContain(letDown.id);
  });

  it('names the occasions its experiences share, and narrows to one of them', async () => {
    const all = await get('');
    expect(all.occasions.length).toBeGreaterThan(0);
    expect(all.occasions.some((o) => o.slug === 'anniversary-surprises')).toBe(false);
    const counts = all.occasions.map((o) => o.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const occasion = all.occasions[0];
    if (!occasion) throw new Error('the anniversary surprises share a tag');
    const narrowed = await get(`occasion=${occasion.slug}`);
    expect(narrowed.total).toBe(occasion.count);
    const [tag] = await t()
      .database.db.select({ id: schema.tags.id })
      .from(schema.tags)
      .where(eq(schema.tags.slug, occasion.slug));
    const carrying = await t()
      .database.db.select({ id: schema.experienceTags.experienceId })
      .from(schema.experienceTags)
      .where(
        and(
          eq(schema.experienceTags.tagId, tag?.id ?? 0),
          inArray(
            schema.experienceTags.experienceId,
            narrowed.experiences.map((c) => c.id),
          ),
        ),
      );
    expect(carrying).toHaveLength(narrowed.experiences.length);
  });

  it('answers an empty page when the filters leave nothing, so the visitor can widen them', async () => {
    const none = await get('min_price=99999999');
    expect(none).toMatchObject({ total: 0, experiences: [] });
    expect(none.tag.slug).toBe('anniversary-surprises');
  });

  it('refuses a range that ends below its start, a rating outside 1 to 5 and an unknown occasion, naming each', async () => {
    expect((await refused('min_price=5000&max_price=4000')).data).toMatchObject({
      max_price: 'max_price must be at least min_price',
    });
    expect((await refused('min_rating=6')).data).toMatchObject({
      min_rating: 'min_rating must be a whole number from 1 to 5',
    });
    expect((await refused('max_price=-1')).data).toHaveProperty('max_price');
    const occasion = await refused('occasion=no-such-occasion');
    expect(occasion).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { occasion: 'is not a known occasion' },
    });
  });

  it('keys the cache by each filter', async () => {
    const all = await get('');
    const middle = all.experiences[Math.floor(all.experiences.length / 2)]?.price ?? 0;
    const queries = [
      '',
      `max_price=${middle}`,
      `min_price=${middle + 1}`,
      `occasion=${all.occasions[0]?.slug}`,
    ];
    const totals = [];
    for (const query of queries) totals.push((await get(query)).total);
    expect(new Set(totals).size, `totals ${totals.join(', ')}`).toBe(queries.length);
  });
});
