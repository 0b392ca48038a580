import { customizationList, customizationsByCategory, errorEnvelope, successEnvelope } from '@store/contract';
import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../support/test-app';

// Seed: experience 2 (poolside-candlelight-dinner-at-a-5-star-hotel) is sold in Delhi, Mumbai and
// Bengaluru (1, 2, 3). Its Recommended add-ons are the cake 2 (1299, Mumbai 1499), LED letters 15
// (text, 149, Mumbai 179, Bengaluru 169, up to 20 letters) and the extra hour 29; then Photography,
// Decor Add-ons, Food & Drinks. Experience 14 has multi-select add-ons 22, 23 and 27.
const SLUG = 'poolside-candlelight-dinner-at-a-5-star-hotel';
const get = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const grouped = (json: unknown) => successEnvelope(customizationsByCategory).parse(json).data;
const flat = (json: unknown) => successEnvelope(customizationList).parse(json).data;

describe('customizations of an experience', () => {
  const t = useTestApp();

  it('groups them by category, Recommended first, priced for the CITY', async () => {
    const res = await get(t(), '/v5/getCustomizationByExpID/2', { city: 'mumbai' });
    expect(res.statusCode).toBe(200);
    const data = grouped(res.json());
    expect(data.categories.map((c) => c.category)).toEqual([
      'Recommended',
      'Photography',
      'Decor Add-ons',
      'Food & Drinks',
    ]);
    const recommended = data.categories[0];
    expect(recommended?.parent_category).toBe('Recommended');
    expect(recommended?.customizations.map((c) => [c.customization_id, c.price])).toEqual([
      [2, 1499],
      [15, 179],
      [29, 1499],
    ]);
    expect(data.categories[1]?.parent_category).toBe('Add-ons');
  });

  it('gives every field of the Customization entity', async () => {
    const data = grouped((await get(t(), '/v5/getCustomizationByExpID/2', { city: 'mumbai' })).json());
    const letters = data.categories[0]?.customizations.find((c) => c.customization_id === 15);
    expect(letters).toMatchObject({
      name: 'Name on LED Letters',
      type: 'text',
      category: 'Recommended',
      parent_category: 'Recommended',
      entity_type: 'task_customization',
      price: 179,
      quantity: 20,
      available_cities: [1, 2, 3],
      city_tags: [
        { id: 2, price: 179 },
        { id: 3, price: 169 },
      ],
    });
    expect(letters).toEqual({
      customization_id: 15,
      name: 'Name on LED Letters',
      description: 'Glowing 16-inch letters; priced per letter, up to 20 letters.',
      type: 'text',
      category: 'Recommended',
      parent_category: 'Recommended',
      entity_type: 'task_customization',
      image_url: '/images/customizations/15.jpg',
      image_lg_url: '/images/customizations/15.jpg',
      price: 179,
      original_price: 199,
      min_hours: 24,
      recommended: true,
      quantity: 20,
      available_cities: [1, 2, 3],
      city_tags: [
        { id: 2, price: 179 },
        { id: 3, price: 169 },
      ],
      questions: [
        { question_id: 151, question: 'Name or word to spell in LED letters', choices: [], limit: 20 },
      ],
    });
    const cake = data.categories[0]?.customizations[0];
    expect(cake).toMatchObject({ type: 'single_select', quantity: 1, recommended: true });
    expect(cake?.min_hours).toBeGreaterThan(0);
  });

  it('uses the base price where the city has none of its own', async () => {
    const delhi = grouped((await get(t(), '/v5/getCustomizationByExpID/2')).json());
    expect(delhi.categories[0]?.customizations.map((c) => c.price)).toEqual([1299, 149, 1499]);
  });

  it('lists the multi-select questions with their limits', async () => {
    const list = flat((await get(t(), '/v5/getAllCustomization/14')).json());
    const colours = list.find((c) => c.customization_id === 23);
    expect(colours?.questions[0]).toMatchObject({ question_id: 231, limit: 3 });
    expect(colours?.questions[0]?.choices).toContain('Rose Gold');
    expect(list.find((c) => c.customization_id === 27)?.questions[0]?.limit).toBeNull();
  });

  it('gives the same add-ons as one list, in the same order', async () => {
    const byCategory = grouped((await get(t(), '/v5/getCustomizationByExpID/2')).json());
    const list = flat((await get(t(), '/v5/getAllCustomization/2')).json());
    expect(list.map((c) => c.customization_id)).toEqual(
      byCategory.categories.flatMap((c) => c.customizations.map((x) => x.customization_id)),
    );
  });

  it('gives one category by name, and none for a category the experience lacks', async () => {
    const decor = flat(
      (await get(t(), `/v5/getCustomizationInfoByCategory/2/${encodeURIComponent('Decor Add-ons')}`)).json(),
    );
    expect(decor.map((c) => c.customization_id)).toEqual([9, 10, 20]);
    const none = await get(t(), '/v5/getCustomizationInfoByCategory/2/Spa');
    expect(flat(none.json())).toEqual([]);
  });

  it('finds them by the page address: short link and city', async () => {
    const data = grouped((await get(t(), `/v5/getCustomizations/slug/${SLUG}/mumbai`)).json());
    expect(data.experience_id).toBe(2);
    expect(data.categories[0]?.customizations[0]?.price).toBe(1499);
  });

  // Experience 2 has 8 add-ons (3 Recommended), experience 16 has 3 (none Recommended).
  it.each([
    ['/v5/getCustomizationByExpID/2', '/v5/getCustomizationByExpID/16'],
    ['/v5/getAllCustomization/2', '/v5/getAllCustomization/16'],
    ['/v5/getCustomizationInfoByCategory/2/Recommended', '/v5/getCustomizationInfoByCategory/16/Recommended'],
    [
      `/v5/getCustomizations/slug/${SLUG}/delhi-ncr`,
      '/v5/getCustomizations/slug/rose-petal-and-candle-room-decoration/delhi-ncr',
    ],
  ])(
    'answers %s in one SQL statement whatever the number of add-ons (the city is known in memory)',
    async (...urls) => {
      const counts = [];
      for (const url of urls) {
        t().statements.length = 0;
        expect((await get(t(), url)).statusCode).toBe(200);
        counts.push(t().statements.length);
      }
      expect(counts).toEqual([1, 1]);
    },
  );

  it.each<[string, string, Record<string, string>, number, string | null]>([
    ['a non-numeric id', '/v5/getCustomizationByExpID/abc', {}, 400, 'id'],
    ['a non-numeric id in the list', '/v5/getAllCustomization/0', {}, 400, 'id'],
    ['a non-numeric experience with a category', '/v5/getCustomizationInfoByCategory/x/Cakes', {}, 400, 'a'],
    ['an unknown experience', '/v5/getCustomizationByExpID/99999', {}, 404, null],
    ['an unknown short link', '/v5/getCustomizations/slug/no-such-thing/mumbai', {}, 404, null],
    ['an unknown city in the address', `/v5/getCustomizations/slug/${SLUG}/atlantis`, {}, 404, null],
    ['an address city that does not sell it', `/v5/getCustomizations/slug/${SLUG}/pune`, {}, 400, 'b'],
    ['an unknown CITY header', '/v5/getCustomizationByExpID/2', { city: 'atlantis' }, 400, 'CITY'],
    [
      'an unknown experience with a category',
      '/v5/getCustomizationInfoByCategory/99999/Cakes',
      {},
      404,
      null,
    ],
    ['a city that does not sell it', '/v5/getAllCustomization/2', { city: 'pune' }, 400, 'CITY'],
  ])('refuses %s', async (_, url, headers, status, field) => {
    const res = await get(t(), url, headers);
    expect(res.statusCode).toBe(status);
    const error = errorEnvelope.parse(res.json());
    if (field) expect(Object.keys(error.data)).toContain(field);
  });
});
