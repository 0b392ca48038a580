import { errorEnvelope, listingPage, successEnvelope } from '@store/contract';
import { schema } from '@store/db';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';

const LISTING = '/v5/tag/slug/anniversary-surprises/experiences_page';
const parse = (json: unknown) => successEnvelope(listingPage).parse(json).data;

describe('GET /v5/tag/slug/{slug}/experiences_page', () => {
  const t = useTestApp();
  const get = async (url: string, city?: string) => {
    const res = await t().app.inject({ method: 'GET', url, headers: city ? { city } : {} });
    expect(res.statusCode, res.body).toBe(200);
    return parse(res.json());
  };
  const ranks = async (ids: number[]) => {
    const rows = await t()
      .database.db.select({ id: schema.experiences.id, rank: schema.experiences.recommendedRank })
      .from(schema.experiences)
      .where(inArray(schema.experiences.id, ids));
    return ids.map((id) => rows.find((r) => r.id === id)?.rank ?? Number.NaN);
  };

  it('answers the first 12 recommended cards of the tag in the city, with the total', async () => {
    const page = await get(LISTING);
    expect(page.tag).toMatchObject({ slug: 'anniversary-surprises', name: 'Anniversary Surprises' });
    expect(page.tag.description.length).toBeGreaterThan(10);
    expect(page.city.city_short_name).toBe('delhi-ncr');
    expect(page).toMatchObject({ page: 1, start: 0, limit: 12, sort: 'recommended' });
    expect(page.total).toBeGreaterThan(12);
    expect(page.experiences).toHaveLength(12);
    const r = await ranks(page.experiences.map((c) => c.id));
    expect(r).toEqual([...r].sort((a, b) => b - a));
    for (const card of page.experiences) {
      expect(card.page_url).toMatch(new RegExp(`^/experience/${card.id}/delhi-ncr/[a-z0-9-]+$`));
      expect(card.cost_price).toBeGreaterThanOrEqual(card.price);
    }
  });

  it('loads more with page 2, start 12, limit 12, without repeats, up to the total', async () => {
    const first = await get(LISTING);
    const second = await get(`${LISTING}?onlyActive=true&page=2&start=12&limit=12`);
    expect(second).toMatchObject({ page: 2, start: 12, limit: 12, total: first.total });
    const ids = [...first.experiences, ...second.experiences].map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    const all = await get(`${LISTING}?limit=48`);
    expect(all.experiences.map((c) => c.id).slice(0, ids.length)).toEqual(ids);
    expect(all.experiences).toHaveLength(all.total);
  });

  it('gives a short last page and an empty list with the right total past the end', async () => {
    const { total } = await get(LISTING);
    const last = await get(`${LISTING}?start=${total - 3}&limit=12`);
    expect(last.experiences).toHaveLength(3);
    expect(last.total).toBe(total);
    const past = await get(`${LISTING}?page=9&start=${total + 5}&limit=12`);
    expect(past).toMatchObject({ total, start: total + 5, page: 9, experiences: [] });
  });

  it('takes the offset from page when start is absent, and echoes page when both are sent', async () => {
    const all = await get(`${LISTING}?limit=48`);
    const byPage = await get(`${LISTING}?page=2&limit=5`);
    expect(byPage).toMatchObject({ page: 2, start: 5, limit: 5 });
    expect(byPage.experiences.map((c) => c.id)).toEqual(all.experiences.slice(5, 10).map((c) => c.id));
    const byStart = await get(`${LISTING}?page=1&start=7&limit=5`);
    expect(byStart).toMatchObject({ page: 1, start: 7 });
    expect(byStart.experiences.map((c) => c.id)).toEqual(all.experiences.slice(7, 12).map((c) => c.id));
  });

  it('caps the limit at 48', async () => {
    const page = await get(`${LISTING}?limit=500`);
    expect(page.limit).toBe(48);
    expect(page.experiences.length).toBe(Math.min(48, page.total));
  });

  it.each([
    ['price_asc', (a: number, b: number) => a - b],
    ['price_desc', (a: number, b: number) => b - a],
  ])('sorts by price with sort=%s across pages', async (sort, compare) => {
    const q = `sort_type=web&sort=${sort}&sortBy=price`;
    const first = await get(`${LISTING}?${q}`);
    expect(first.sort).toBe(sort);
    const cards = [...first.experiences];
    for (let page = 2; cards.length < first.total; page++) {
      cards.push(...(await get(`${LISTING}?${q}&page=${page}&start=${cards.length}&limit=12`)).experiences);
    }
    expect(cards).toHaveLength(first.total);
    const priced = cards.filter((c) => !c.price_on_request);
    const prices = priced.map((c) => c.price);
    expect(prices).toEqual([...prices].sort(compare));
    // Experiences sold on request have no price to sort by: they come last, either way.
    expect(cards.slice(priced.length).every((c) => c.price_on_request)).toBe(true);
    expect(new Set(prices).size, 'the tag has different prices').toBeGreaterThan(3);
  });

  it('prices and sorts by the city price where one is set', async () => {
    const page = await get(`${LISTING}?sort_type=web&sort=price_asc&sortBy=price&limit=48`, 'mumbai');
    const rows = await t()
      .database.db.select()
      .from(schema.experienceCities)
      .innerJoin(schema.experiences, eq(schema.experiences.id, schema.experienceCities.experienceId))
      .where(eq(schema.experienceCities.cityId, 2));
    let cityPriced = 0;
    for (const card of page.experiences) {
      const row = rows.find((r) => r.experiences.id === card.id);
      if (!row) throw new Error(`card ${card.id} is not sold in Mumbai`);
      const cityPrice = row.experience_cities.cityPrice;
      expect(card.price).toBe(cityPrice > 0 ? cityPrice : row.experiences.price);
      if (cityPrice > 0) cityPriced++;
      expect(card.page_url).toContain('/mumbai/');
    }
    expect(cityPriced, 'some Mumbai cards carry a city price').toBeGreaterThan(0);
    const prices = page.experiences.map((c) => c.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['page=1.5', 'page'],
    ['start=-1', 'start'],
    ['start=x', 'start'],
    ['limit=0', 'limit'],
    ['limit=ten', 'limit'],
    ['limit=9999999999', 'limit'],
    ['onlyActive=yes', 'onlyActive'],
    ['sort_type=web&sort=cheapest&sortBy=price', 'sort'],
    ['sort_type=app&sort=price_asc&sortBy=price', 'sort_type'],
    ['sort_type=web&sort=price_asc&sortBy=rating', 'sortBy'],
    ['sort_type=web&sortBy=price', 'sort'],
  ])('answers %s with a 400 naming %s', async (query, field) => {
    const res = await t().app.inject({ method: 'GET', url: `${LISTING}?${query}` });
    expect(res.statusCode).toBe(400);
    const body = errorEnvelope.parse(res.json());
    expect(Object.keys(body.data)).toContain(field);
    expect(body.error_message).toContain(field);
  });

  it('answers an unknown tag and an unknown city', async () => {
    const unknown = await t().app.inject({ method: 'GET', url: '/v5/tag/slug/no-such-tag/experiences_page' });
    expect(unknown.statusCode).toBe(404);
    expect(errorEnvelope.parse(unknown.json()).error_message).toBe('Tag no-such-tag was not found');
    const city = await t().app.inject({ method: 'GET', url: LISTING, headers: { city: 'atlantis' } });
    expect(city.statusCode).toBe(400);
    expect(errorEnvelope.parse(city.json())).toMatchObject({
      code: 'UNKNOWN_CITY',
      data: { CITY: 'is not a known city' },
    });
  });

  it('takes the same number of SQL statements for limits 1, 12 and 48', async () => {
    const counts: number[] = [];
    for (const limit of [1, 12, 48]) {
      t().statements.length = 0;
      const page = await get(`${LISTING}?limit=${limit}&sort_type=web&sort=price_desc&sortBy=price`);
      expect(page.experiences.length).toBe(Math.min(limit, page.total));
      counts.push(t().statements.length);
    }
    expect(counts).toEqual([2, 2, 2]);
  });
});

describe('GET /v4/tag/id/{id}/experiences_page', () => {
  const t = useTestApp();

  it('answers the same listing as the slug call', async () => {
    const bySlug = await t().app.inject({ method: 'GET', url: `${LISTING}?page=2&start=12&limit=12` });
    const byId = await t().app.inject({
      method: 'GET',
      url: '/v4/tag/id/4/experiences_page?page=2&start=12&limit=12',
    });
    expect(byId.statusCode).toBe(200);
    expect(parse(byId.json())).toEqual(parse(bySlug.json()));
  });

  it.each([
    ['abc', 400],
    ['0', 400],
    ['987654', 404],
  ])('answers tag id %s with %i', async (id, status) => {
    const res = await t().app.inject({ method: 'GET', url: `/v4/tag/id/${id}/experiences_page` });
    expect(res.statusCode).toBe(status);
    const body = errorEnvelope.parse(res.json());
    if (status === 400) expect(Object.keys(body.data)).toContain('id');
    else expect(body.error_message).toBe('Tag with id 987654 was not found');
  });
});

describe('listings and the active flag', () => {
  const t = useTestApp();

  it('leaves inactive experiences out unless onlyActive=false', async () => {
    const url = '/v4/tag/id/1/experiences_page?limit=48';
    const before = parse((await t().app.inject({ method: 'GET', url })).json());
    const hidden = before.experiences[0]?.id ?? 0;
    const { db } = t().database;
    await db.update(schema.experiences).set({ isActive: false }).where(eq(schema.experiences.id, hidden));
    const active = parse((await t().app.inject({ method: 'GET', url })).json());
    expect(active.total).toBe(before.total - 1);
    expect(active.experiences.map((c) => c.id)).not.toContain(hidden);
    const all = parse((await t().app.inject({ method: 'GET', url: `${url}&onlyActive=false` })).json());
    expect(all.total).toBe(before.total);
    expect(all.experiences.map((c) => c.id)).toContain(hidden);
  });

  it('answers a tag without experiences in the city with "{Tag} is not available in {City}"', async () => {
    const { db } = t().database;
    await db
      .insert(schema.tags)
      .values({ id: 900, name: 'Yacht Parties', slug: 'yacht-parties', sortOrder: 90 });
    await db.insert(schema.experienceTags).values({ experienceId: 2, tagId: 900 });
    const sold = await db
      .select()
      .from(schema.experienceCities)
      .where(and(eq(schema.experienceCities.experienceId, 2)));
    const missing = [1, 2, 3, 4, 5].find((id) => !sold.some((s) => s.cityId === id));
    const present = sold[0]?.cityId;
    expect(missing, 'experience 2 is not sold in every city').toBeDefined();
    const res = await t().app.inject({
      method: 'GET',
      url: '/v5/tag/slug/yacht-parties/experiences_page',
      headers: { city: String(missing) },
    });
    expect(res.statusCode).toBe(404);
    expect(errorEnvelope.parse(res.json()).error_message).toMatch(/^Yacht Parties is not available in \S/);
    const ok = await t().app.inject({
      method: 'GET',
      url: '/v5/tag/slug/yacht-parties/experiences_page',
      headers: { city: String(present) },
    });
    expect(parse(ok.json()).experiences.map((c) => c.id)).toEqual([2]);
  });
});

describe('listing answers from the catalogue cache', () => {
  const t = useTestApp({ catalogueCacheTtlMs: 60_000 });

  it('keys the cache by tag, city, window, sort and the active flag', async () => {
    const urls = [
      LISTING,
      `${LISTING}?sort_type=web&sort=price_asc&sortBy=price`,
      `${LISTING}?sort_type=web&sort=price_desc&sortBy=price`,
      `${LISTING}?page=2&start=12&limit=12`,
      `${LISTING}?limit=5`,
      '/v5/tag/slug/candlelight-dinner/experiences_page',
    ];
    const bodies = new Set<string>();
    for (const url of urls) bodies.add((await t().app.inject({ method: 'GET', url })).body);
    bodies.add((await t().app.inject({ method: 'GET', url: LISTING, headers: { city: 'mumbai' } })).body);
    expect(bodies.size).toBe(urls.length + 1);
    t().statements.length = 0;
    const again = await t().app.inject({ method: 'GET', url: `${LISTING}?limit=5` });
    expect(parse(again.json()).experiences).toHaveLength(5);
    expect(t().statements).toEqual([]);
  });
});
