import { errorEnvelope, experienceDetail, successEnvelope } from '@store/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';

const parseDetail = (json: unknown) => successEnvelope(experienceDetail).parse(json).data;

describe('GET /v5/experience/id/{id}', () => {
  const t = useTestApp();

  it('returns every section of the experience page for the default city', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/v5/experience/id/1' });
    expect(res.statusCode).toBe(200);
    const e = parseDetail(res.json());
    expect(e.id).toBe(1);
    expect(e.name.length).toBeGreaterThan(3);
    expect(e.about.length).toBeGreaterThan(20);
    expect(e.inclusions.length).toBeGreaterThan(0);
    expect(e.faq.length).toBeGreaterThan(0);
    expect(e.need_to_know.length).toBeGreaterThan(0);
    expect(e.cancellation_policy.length).toBeGreaterThan(0);
    expect(e.gallery.length).toBeGreaterThanOrEqual(3);
    expect(e.reviews.length).toBeGreaterThan(0);
    expect(e.rating.count).toBeGreaterThanOrEqual(e.reviews.length);
    expect(e.rating.score).toBeGreaterThanOrEqual(1);
    expect(e.rating.score).toBeLessThanOrEqual(5);
    expect(Number.isInteger(e.price)).toBe(true);
    expect(e.exp_original_price).toBeGreaterThanOrEqual(e.price);
    expect(e.page_url).toBe(`/experience/1/delhi-ncr/${e.short_link}`);
    expect(e.available_cities.map((c) => c.id)).toContain(1);
    expect(e.city?.city_short_name).toBe('delhi-ncr');
    for (const url of [e.featured_image, ...e.gallery.map((g) => g.url)]) expect(url).toMatch(/^\/images\//);
  });

  it('shows the newest reviews first', async () => {
    const e = parseDetail((await t().app.inject({ method: 'GET', url: '/v5/experience/id/1' })).json());
    const times = e.reviews.map((r) => Date.parse(r.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('prices for the CITY header, by id or short name, with the city price when one is set', async () => {
    const rows = await t().database.db.query.experienceCities.findMany({
      where: (ec, { gt }) => gt(ec.cityPrice, 0),
    });
    const row = rows[0];
    expect(row, 'the seed sets at least one city price').toBeDefined();
    if (!row) return;
    const city = await t().database.db.query.cities.findFirst({ where: (c, { eq }) => eq(c.id, row.cityId) });
    for (const header of [String(row.cityId), city?.shortName ?? '']) {
      const res = await t().app.inject({
        method: 'GET',
        url: `/v5/experience/id/${row.experienceId}`,
        headers: { city: header },
      });
      const e = parseDetail(res.json());
      expect(e.price).toBe(row.cityPrice);
      expect(e.city?.id).toBe(row.cityId);
      expect(e.page_url.split('/')[3]).toBe(city?.shortName);
    }
  });

  it.each([
    ['abc', 'id'],
    ['0', 'id'],
    ['-4', 'id'],
    ['1.5', 'id'],
    ['99999999999', 'id'],
  ])('answers a bad id %s with a 400 naming the field', async (id, field) => {
    const res = await t().app.inject({ method: 'GET', url: `/v5/experience/id/${id}` });
    expect(res.statusCode).toBe(400);
    const body = errorEnvelope.parse(res.json());
    expect(body.error_message).toContain(field);
    expect(Object.keys(body.data)).toContain(field);
  });

  it('answers an unknown experience with a 404 envelope', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/v5/experience/id/987654' });
    expect(res.statusCode).toBe(404);
    expect(errorEnvelope.parse(res.json()).error_message).toBe('Experience 987654 was not found');
  });

  it('answers an unknown CITY header with a 400 naming it', async () => {
    const res = await t().app.inject({
      method: 'GET',
      url: '/v5/experience/id/1',
      headers: { city: 'atlantis' },
    });
    expect(res.statusCode).toBe(400);
    const body = errorEnvelope.parse(res.json());
    expect(body.code).toBe('UNKNOWN_CITY');
    expect(body.error_message).toBe('Unknown city: atlantis');
    expect(body.data).toEqual({ CITY: 'is not a known city' });
  });

  it('shows each review with its own images', async () => {
    const e = parseDetail((await t().app.inject({ method: 'GET', url: '/v5/experience/id/1' })).json());
    const { rows } = (await t().database.executeSql(
      'SELECT review_id, url FROM review_images WHERE review_id = ANY($1::int[]) ORDER BY id',
      [e.reviews.map((r) => r.id)],
    )) as { rows: { review_id: number; url: string }[] };
    expect(rows.length, 'the newest reviews of experience 1 have images').toBeGreaterThan(0);
    for (const review of e.reviews)
      expect(review.images).toEqual(rows.filter((r) => r.review_id === review.id).map((r) => r.url));
  });

  it('reads the whole page in one SQL statement whatever the size of the experience', async () => {
    const counts: number[] = [];
    const sizes: number[] = [];
    for (const id of [1, 2, 3, 10, 25]) {
      t().statements.length = 0;
      const e = parseDetail((await t().app.inject({ method: 'GET', url: `/v5/experience/id/${id}` })).json());
      counts.push(t().statements.length);
      sizes.push(e.gallery.length * 100 + e.reviews.length * 10 + e.tags.length);
    }
    expect(new Set(sizes).size, 'experiences of different sizes were compared').toBeGreaterThan(1);
    expect(new Set(counts)).toEqual(new Set([counts[0]]));
    expect(counts[0]).toBe(1);
  });
});
