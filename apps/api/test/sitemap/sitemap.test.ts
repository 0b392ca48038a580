import { listingPage, regionLayout, sitemapResponse, successEnvelope } from '@store/contract';
import { schema } from '@store/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_TODAY } from '../support/fixtures';
import { useTestApp } from '../support/test-app';

const parse = (json: unknown) => successEnvelope(sitemapResponse).parse(json).data;

describe('GET /v2/getSiteMap', () => {
  const t = useTestApp();
  const get = async () => {
    const res = await t().app.inject({ method: 'GET', url: '/v2/getSiteMap' });
    expect(res.statusCode, res.body).toBe(200);
    return parse(res.json());
  };

  it('lists every active experience page of every city, dated by the clock', async () => {
    const map = await get();
    expect(map.lastmod).toBe(TEST_TODAY);
    const sold = await t().database.db.select().from(schema.experienceCities);
    const cities = await t().database.db.select().from(schema.cities);
    const expected = sold.map((s) => `${s.experienceId}/${cities.find((c) => c.id === s.cityId)?.shortName}`);
    const listed = map.urls.filter((u) => u.kind === 'experience');
    expect(listed.map((u) => u.loc.split('/').slice(2, 4).join('/')).sort()).toEqual(expected.sort());
    for (const url of map.urls) {
      expect(url.lastmod).toBe(TEST_TODAY);
      expect(url.loc.split('/')[url.kind === 'experience' ? 3 : 2]).toBe(url.city);
    }
  });

  it('lists tag and region pages that answer with experiences', async () => {
    const map = await get();
    const tags = map.urls.filter((u) => u.kind === 'tag');
    const regions = map.urls.filter((u) => u.kind === 'region');
    // 12 tags in each of the 5 cities, plus heritage-and-outdoors in Delhi NCR only.
    expect(tags).toHaveLength(61);
    expect(regions.length).toBeGreaterThan(10);
    for (const url of tags.filter((u) => u.city === 'hyderabad')) {
      const slug = url.loc.split('/')[3];
      const res = await t().app.inject({
        method: 'GET',
        url: `/v5/tag/slug/${slug}/experiences_page`,
        headers: { city: url.city },
      });
      expect(successEnvelope(listingPage).parse(res.json()).data.total).toBeGreaterThan(0);
    }
    for (const url of regions) {
      expect(url.loc).toMatch(/^\/experiences\/[a-z-]+\/[0-9]+$/);
      const res = await t().app.inject({
        method: 'GET',
        url: `/v5/getExperiencesPageLayout/${url.loc.split('/')[3]}`,
      });
      const page = successEnvelope(regionLayout).parse(res.json()).data;
      expect(page.total).toBeGreaterThan(0);
      expect(page.region.city.city_short_name).toBe(url.city);
    }
  });

  it('leaves out inactive experiences and empty tags, in one statement', async () => {
    const { db } = t().database;
    await db.insert(schema.tags).values({ id: 903, name: 'Nothing Yet', slug: 'nothing-yet', sortOrder: 1 });
    await db.update(schema.experiences).set({ isActive: false }).where(eq(schema.experiences.id, 1));
    t().statements.length = 0;
    const map = await get();
    expect(t().statements).toHaveLength(1);
    expect(map.urls.some((u) => u.loc.includes('nothing-yet'))).toBe(false);
    expect(map.urls.some((u) => u.loc.startsWith('/experience/1/'))).toBe(false);
    expect(map.urls.some((u) => u.loc.startsWith('/experience/2/'))).toBe(true);
  });
});
