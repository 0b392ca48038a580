import { errorEnvelope, homePage, successEnvelope } from '@store/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';

describe('GET /v2/getHomePage', () => {
  const t = useTestApp();

  it('gives each tag of the city its first 8 featured cards with every card field', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/v2/getHomePage' });
    expect(res.statusCode).toBe(200);
    const home = successEnvelope(homePage).parse(res.json()).data;
    expect(home.city.id).toBe(1);
    expect(home.sections.length).toBeGreaterThanOrEqual(8);
    for (const section of home.sections) {
      expect(section.cards.length).toBeGreaterThan(0);
      expect(section.cards.length).toBeLessThanOrEqual(8);
      for (const card of section.cards) {
        expect(card.page_url).toMatch(new RegExp(`^/experience/${card.id}/delhi-ncr/[a-z0-9-]+$`));
        expect(card.price).toBeGreaterThan(0);
        expect(card.cost_price).toBeGreaterThanOrEqual(card.price);
        expect(card.is_wishlisted).toBe(false);
      }
    }
  });

  it("serves another city by its short name, with only that city's experiences", async () => {
    const res = await t().app.inject({ method: 'GET', url: '/v2/getHomePage', headers: { city: 'mumbai' } });
    const home = successEnvelope(homePage).parse(res.json()).data;
    expect(home.city.city_short_name).toBe('mumbai');
    const cards = home.sections.flatMap((s) => s.cards);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card.page_url).toContain('/mumbai/');
  });

  it('answers an unknown city with a 400', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/v2/getHomePage', headers: { city: '999' } });
    expect(res.statusCode).toBe(400);
    expect(errorEnvelope.parse(res.json()).data).toEqual({ CITY: 'is not a known city' });
  });

  it('takes a fixed number of SQL statements', async () => {
    t().statements.length = 0;
    await t().app.inject({ method: 'GET', url: '/v2/getHomePage' });
    expect(t().statements.length).toBe(1);
  });
});
