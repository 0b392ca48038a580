import { errorEnvelope, successEnvelope, tagStrip } from '@store/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';

const parse = (json: unknown) => successEnvelope(tagStrip).parse(json).data;

describe('GET /v3/getExperiencesByTags/{tag}', () => {
  const t = useTestApp();
  const get = async (url: string) => {
    const res = await t().app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return parse(res.json());
  };

  it('answers page 1 of 8 cards in city 1 by default, the same by slug and by id', async () => {
    const bySlug = await get('/v3/getExperiencesByTags/birthday-surprises');
    expect(bySlug).toMatchObject({ page: 1, size: 8, tag: { id: 3, slug: 'birthday-surprises' } });
    expect(bySlug.city.id).toBe(1);
    expect(bySlug.experiences).toHaveLength(8);
    expect(bySlug.total).toBeGreaterThan(8);
    for (const card of bySlug.experiences) expect(card.page_url).toContain('/delhi-ncr/');
    expect(await get('/v3/getExperiencesByTags/3')).toEqual(bySlug);
  });

  it('matches the first cards of the home strip of that tag', async () => {
    const strip = await get('/v3/getExperiencesByTags/kids-party?city_id=3');
    const home = await t().app.inject({ method: 'GET', url: '/v2/getHomePage', headers: { city: '3' } });
    const section = home
      .json()
      .data.sections.find((s: { tag: { slug: string } }) => s.tag.slug === 'kids-party');
    expect(strip.experiences).toEqual(section.cards);
    for (const card of strip.experiences) expect(card.page_url).toContain('/bangalore/');
  });

  it('pages on from where the last page ended, and past the end gives an empty list', async () => {
    const first = await get('/v3/getExperiencesByTags/birthday-surprises?size=5');
    const second = await get('/v3/getExperiencesByTags/birthday-surprises?size=5&page=2');
    const all = await get('/v3/getExperiencesByTags/birthday-surprises?size=10');
    expect([...first.experiences, ...second.experiences]).toEqual(all.experiences);
    const past = await get('/v3/getExperiencesByTags/birthday-surprises?size=8&page=40');
    expect(past).toMatchObject({ page: 40, total: first.total, experiences: [] });
  });

  it('caps the size at 48', async () => {
    const strip = await get('/v3/getExperiencesByTags/anniversary-surprises?size=1000');
    expect(strip.size).toBe(48);
    expect(strip.experiences).toHaveLength(strip.total);
  });

  it.each([
    ['page=0', 'page'],
    ['page=two', 'page'],
    ['size=0', 'size'],
    ['size=-3', 'size'],
    ['city_id=delhi', 'city_id'],
    ['city_id=999', 'city_id'],
  ])('answers %s with a 400 naming %s', async (query, field) => {
    const res = await t().app.inject({ method: 'GET', url: `/v3/getExperiencesByTags/proposal?${query}` });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(errorEnvelope.parse(res.json()).data)).toContain(field);
  });

  it('names an unknown city by its code', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/v3/getExperiencesByTags/proposal?city_id=999' });
    expect([res.statusCode, errorEnvelope.parse(res.json()).code]).toEqual([400, 'UNKNOWN_CITY']);
  });

  it('answers an unknown tag with a 404 envelope', async () => {
    for (const tag of ['no-such-tag', '4242']) {
      const res = await t().app.inject({ method: 'GET', url: `/v3/getExperiencesByTags/${tag}` });
      expect(res.statusCode).toBe(404);
      expect(errorEnvelope.parse(res.json()).error_message).toBe(`Tag ${tag} was not found`);
    }
  });

  it('takes the same number of SQL statements whatever the size', async () => {
    const counts: number[] = [];
    for (const size of [1, 8, 48]) {
      t().statements.length = 0;
      await get(`/v3/getExperiencesByTags/anniversary-surprises?size=${size}`);
      counts.push(t().statements.length);
    }
    expect(counts).toEqual([2, 2, 2]);
  });
});
