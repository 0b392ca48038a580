import { errorEnvelope, homePage, homePageV2, successEnvelope } from '@store/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';

const parse = (json: unknown) => successEnvelope(homePageV2).parse(json).data;

describe('GET /v5/getHomePage (v2 layout)', () => {
  const t = useTestApp();
  const get = async (city?: string) => {
    const res = await t().app.inject({
      method: 'GET',
      url: '/v5/getHomePage',
      headers: city ? { city } : {},
    });
    expect(res.statusCode, res.body).toBe(200);
    return parse(res.json());
  };

  it('leads with up to 4 bestselling or trending cards', async () => {
    const home = await get();
    expect(home.city.id).toBe(1);
    expect(home.hero.length).toBeGreaterThan(0);
    expect(home.hero.length).toBeLessThanOrEqual(4);
    for (const card of home.hero) expect(['Bestseller', 'Trending']).toContain(card.badge);
  });

  it('has a tile per category linking to a tag listing of the city', async () => {
    const home = await get();
    expect(home.categories.length).toBeGreaterThanOrEqual(5);
    for (const tile of home.categories) {
      expect(tile.url).toBe(`/experiences/delhi-ncr/${tile.tag_slug}`);
      expect(tile.image_url).toMatch(/^\/images\/tags\//);
      expect(tile.count).toBeGreaterThan(0);
      const listing = await t().app.inject({
        method: 'GET',
        url: `/v5/tag/slug/${tile.tag_slug}/experiences_page`,
      });
      expect(listing.statusCode).toBe(200);
    }
  });

  it('lists the best rated cards, best first, each with at least 3 reviews', async () => {
    const { top_rated } = await get();
    expect(top_rated.length).toBe(8);
    const scores = top_rated.map((c) => c.rating_score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    for (const card of top_rated) expect(card.rating_count).toBeGreaterThanOrEqual(3);
  });

  it('ends with the tag strips of the v1 layout', async () => {
    const home = await get('mumbai');
    const v1 = await t().app.inject({ method: 'GET', url: '/v2/getHomePage', headers: { city: 'mumbai' } });
    expect(home.sections).toEqual(successEnvelope(homePage).parse(v1.json()).data.sections);
    const cards = [...home.hero, ...home.top_rated, ...home.sections.flatMap((s) => s.cards)];
    for (const card of cards) expect(card.page_url).toContain('/mumbai/');
    for (const tile of home.categories) expect(tile.url).toContain('/experiences/mumbai/');
  });

  it('answers an unknown city with a 400 naming CITY', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/v5/getHomePage', headers: { city: 'paris' } });
    expect(res.statusCode).toBe(400);
    expect(errorEnvelope.parse(res.json()).data).toEqual({ CITY: 'is not a known city' });
  });

  it('takes four SQL statements in every city', async () => {
    const counts: number[] = [];
    for (const city of ['1', '2', '5']) {
      t().statements.length = 0;
      await get(city);
      counts.push(t().statements.length);
    }
    expect(counts).toEqual([4, 4, 4]);
  });
});

describe('home answers from the catalogue cache', () => {
  const t = useTestApp({ catalogueCacheTtlMs: 60_000 });

  it('keys the cache by layout version and city', async () => {
    const bodies = new Set<string>();
    for (const url of ['/v2/getHomePage', '/v5/getHomePage']) {
      for (const city of ['1', 'mumbai']) {
        bodies.add((await t().app.inject({ method: 'GET', url, headers: { city } })).body);
      }
    }
    expect(bodies.size).toBe(4);
    t().statements.length = 0;
    await t().app.inject({ method: 'GET', url: '/v5/getHomePage', headers: { city: 'mumbai' } });
    expect(t().statements).toEqual([]);
  });
});
