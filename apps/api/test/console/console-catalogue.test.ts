import { experienceDetail, sitemapResponse, successEnvelope } from '@store/contract';
import {
  categoryList,
  consoleCategory,
  consoleCustomization,
  consoleExperience,
  consoleRegion,
  consoleTag,
  customizationList,
  experienceList,
  regionList,
  tagList,
} from '@store/contract/console';
import { schema } from '@store/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreRevalidation } from '../../src/modules/console/catalogue/store-refresh';
import { type StubServer, sendJson, startStub } from '../support/stub-server';
import { useTestApp } from '../support/test-app';
import {
  ADMIN,
  auditRows,
  callers,
  consoleGet,
  consolePost,
  consolePut,
  dataOf,
  errorOf,
} from './console-helpers';

// Catalogue: any operator reads experiences, add-ons, tags, categories and
// regions; only an admin changes them, each change audited with the fields before and after, and the
// store follows at once: its catalogue cache is emptied and the store asked to revalidate its pages.
// Bad input is a 400 naming the field with nothing written. Runs on PGlite and PostgreSQL.

const SECRET = 'test-revalidate-secret-0123456789';
let store: StubServer;
const revalidation: StoreRevalidation = { urls: [], secret: SECRET };

beforeAll(async () => {
  store = await startStub((_request, response) => sendJson(response, 200, { revalidated: true }));
  revalidation.urls.push(`${store.url}/api/revalidate`);
});
afterAll(() => store.close());

// The store's answers are cached for a minute here, as in production: a change must still show at once.
const t = useTestApp({ catalogueCacheTtlMs: 60_000, storeRevalidation: revalidation });
let who: Awaited<ReturnType<typeof callers>>;

beforeAll(async () => {
  who = await callers(t());
});

/** An experience sold in its first city at the base price (no city price), and that city. */
async function baseExperience() {
  const row = await t().database.db.query.experienceCities.findFirst({
    where: (ec, { eq: equals }) => equals(ec.cityPrice, 0),
  });
  if (!row) throw new Error('the seed sells some experience at its base price');
  return { id: row.experienceId, cityId: row.cityId };
}

const storeExperience = async (id: number, cityId: number) => {
  const reply = await t().app.inject({
    method: 'GET',
    url: `/v5/experience/id/${id}`,
    headers: { city: String(cityId) },
  });
  return {
    status: reply.statusCode,
    detail: reply.statusCode === 200 ? successEnvelope(experienceDetail).parse(reply.json()).data : undefined,
  };
};

const sitemapExperiences = async () => {
  const reply = await t().app.inject({ method: 'GET', url: '/v2/getSiteMap' });
  return successEnvelope(sitemapResponse)
    .parse(reply.json())
    .data.urls.filter((u) => u.kind === 'experience')
    .map((u) => u.loc);
};

const experienceRow = async (id: number) =>
  (await t().database.db.select().from(schema.experiences).where(eq(schema.experiences.id, id)))[0];

describe('experiences in the console', () => {
  it('are listed and searched for any operator, with every field the catalogue keeps', async () => {
    const all = dataOf(experienceList, await consoleGet(t(), '/catalogue/experiences?per_page=100', who.ops));
    expect(all.total).toBeGreaterThan(50);
    const first = all.items[0];
    if (!first) throw new Error('no experiences');
    const found = dataOf(
      experienceList,
      await consoleGet(t(), `/catalogue/experiences?q=${first.short_link}`, who.ops),
    );
    expect(found.items.map((e) => e.id)).toContain(first.id);
    const detail = dataOf(
      consoleExperience,
      await consoleGet(t(), `/catalogue/experiences/${first.id}`, who.ops),
    );
    expect(detail).toMatchObject({ id: first.id, name: first.name, price: first.price });
    expect(detail.inclusions.length).toBeGreaterThan(0);
    expect(detail.cities.length).toBe(first.cities);
    expect((await consoleGet(t(), '/catalogue/experiences/999999', who.ops)).statusCode).toBe(404);
    const bad = await consoleGet(t(), '/catalogue/experiences?active=maybe', who.ops);
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).data).toHaveProperty('active');
  });

  it('are changed by an admin only: a customer, an agent and ops get a 403 and nothing changes', async () => {
    const { id } = await baseExperience();
    const before = await experienceRow(id);
    for (const token of [who.customer, who.agent, who.ops]) {
      const reply = await consolePut(t(), `/catalogue/experiences/${id}`, { price: 1 }, token);
      expect(reply.statusCode).toBe(403);
    }
    expect((await experienceRow(id))?.price).toBe(before?.price);
    for (const token of [who.customer, who.agent, who.ops])
      expect((await consolePost(t(), '/catalogue/experiences', {}, token)).statusCode).toBe(403);
  });

  it("shows a new price on the store's experience call at once, audited, and the store is asked to revalidate", async () => {
    const { id, cityId } = await baseExperience();
    const before = (await storeExperience(id, cityId)).detail;
    if (!before) throw new Error('the experience is on the store');
    const price = before.price + 111;
    const asked = store.requests.length;
    const saved = dataOf(
      consoleExperience,
      await consolePut(t(), `/catalogue/experiences/${id}`, { price }, who.admin),
    );
    expect(saved.price).toBe(price);
    // Cached for a minute, and yet the store's call answers the new price right after the change.
    expect((await storeExperience(id, cityId)).detail?.price).toBe(price);
    expect((await auditRows(t())).at(-1)).toMatchObject({
      actorId: ADMIN,
      action: 'experience.update',
      subjectType: 'experience',
      subjectId: String(id),
      before: { price: before.price },
      after: { price },
    });
    const calls = store.requests.slice(asked);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/revalidate' });
    expect(calls[0]?.headers.authorization).toBe(`Bearer ${SECRET}`);
  });

  it('changes every page section, cities with their prices and regions, tags and the gallery', async () => {
    const { id } = await baseExperience();
    const current = dataOf(
      consoleExperience,
      await consoleGet(t(), `/catalogue/experiences/${id}`, who.admin),
    );
    const region = (await t().database.db.select().from(schema.regions))[0];
    const tags = (await t().database.db.select().from(schema.tags)).slice(0, 2).map((tag) => tag.id);
    if (!region) throw new Error('the seed has regions');
    const body = {
      name: 'Rooftop dinner under the stars',
      subtitle: 'For two',
      about: 'A table for two on a rooftop.',
      inclusions: ['Table for two', 'Candles'],
      faq: [{ question: 'Can we bring a cake?', answer: 'Yes.' }],
      need_to_know: ['Arrive 10 minutes early'],
      cancellation_policy: ['Free until a day before'],
      min_hours: 12,
      cod_available: true,
      badge: 'New',
      gallery: [{ url: '/images/gallery-one.jpg', alt_text: 'The table' }],
      cities: [{ city_id: region.cityId, region_id: region.id, locality: 'Sector 5', city_price: 4321 }],
      tag_ids: tags,
    };
    const saved = dataOf(
      consoleExperience,
      await consolePut(t(), `/catalogue/experiences/${id}`, body, who.admin),
    );
    expect(saved).toMatchObject({ ...body, price: current.price, short_link: current.short_link });
    const onStore = (await storeExperience(id, region.cityId)).detail;
    expect(onStore).toMatchObject({
      name: body.name,
      about: body.about,
      inclusions: body.inclusions,
      faq: body.faq,
      min_hours: 12,
      cod_available: true,
      price: 4321,
      gallery: body.gallery,
    });
    expect(onStore?.tags.map((tag) => tag.id)).toEqual(tags);
  });

  it('refuses bad input with a 400 naming the field, and writes nothing, not even an audit row', async () => {
    const { id } = await baseExperience();
    const before = dataOf(
      consoleExperience,
      await consoleGet(t(), `/catalogue/experiences/${id}`, who.admin),
    );
    const audits = (await auditRows(t())).length;
    const cases: [object, string][] = [
      [{ price: -1 }, 'price'],
      [{ price: 99.5 }, 'price'],
      [{ price: '100' }, 'price'],
      [{ original_price: -5 }, 'original_price'],
      [{ name: '   ' }, 'name'],
      [{ min_hours: -1 }, 'min_hours'],
      [{ cities: [{ city_id: 999_999 }] }, 'cities'],
      [{ cities: [{ city_id: before.cities[0]?.city_id ?? 1, city_price: 10.25 }] }, 'cities'],
      [{ tag_ids: [999_999] }, 'tag_ids'],
      [{ category_id: 999_999 }, 'category_id'],
      [{ short_link: 'Not A Link' }, 'short_link'],
      [{ featured_image: 'javascript:alert(1)' }, 'featured_image'],
      // The store shows its own images only: an outside address would break its page.
      [{ featured_image: 'https://elsewhere.example/x.jpg' }, 'featured_image'],
      [{ gallery: [{ url: '/v1/files/x.jpg' }] }, 'gallery'],
      // A valid price beside a refused city: the price is not written either.
      [{ price: 1, cities: [{ city_id: 999_999 }] }, 'cities'],
    ];
    for (const [body, field] of cases) {
      const reply = await consolePut(t(), `/catalogue/experiences/${id}`, body, who.admin);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(errorOf(reply).data ?? {}).join(','), JSON.stringify(body)).toContain(field);
    }
    const other = (await t().database.db.select().from(schema.experiences)).find((e) => e.id !== id);
    const taken = await consolePut(
      t(),
      `/catalogue/experiences/${id}`,
      { short_link: other?.shortLink },
      who.admin,
    );
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken)).toMatchObject({ code: 'SLUG_TAKEN' });
    expect(errorOf(taken).data).toHaveProperty('short_link');
    expect((await consolePut(t(), `/catalogue/experiences/${id}`, {}, who.admin)).statusCode).toBe(400);
    expect((await consolePut(t(), '/catalogue/experiences/999999', { price: 5 }, who.admin)).statusCode).toBe(
      404,
    );
    expect(
      dataOf(consoleExperience, await consoleGet(t(), `/catalogue/experiences/${id}`, who.admin)),
    ).toEqual(before);
    expect(await auditRows(t())).toHaveLength(audits);
  });

  it('deactivated, leaves the store and its sitemap; active again, returns', async () => {
    const { id, cityId } = await baseExperience();
    const live = (await sitemapExperiences()).filter((loc) => loc.includes(`/experience/${id}/`));
    expect(live.length).toBeGreaterThan(0);
    dataOf(
      consoleExperience,
      await consolePut(t(), `/catalogue/experiences/${id}`, { is_active: false }, who.admin),
    );
    expect((await storeExperience(id, cityId)).status).toBe(404);
    expect((await sitemapExperiences()).filter((loc) => loc.includes(`/experience/${id}/`))).toEqual([]);
    dataOf(
      consoleExperience,
      await consolePut(t(), `/catalogue/experiences/${id}`, { is_active: true }, who.admin),
    );
    expect((await storeExperience(id, cityId)).status).toBe(200);
  });

  it('are created by an admin, sold on the store at once, audited', async () => {
    const category = (await t().database.db.select().from(schema.categories))[0];
    const city = (await t().database.db.select().from(schema.cities))[0];
    if (!category || !city) throw new Error('the seed has categories and cities');
    const body = {
      name: 'Balloon bouquet at the door',
      short_link: 'balloon-bouquet-at-the-door',
      category_id: category.id,
      about: 'A bouquet of balloons left at the door.',
      featured_image: '/images/balloon-bouquet.jpg',
      price: 1499,
      original_price: 1999,
      cities: [{ city_id: city.id }],
    };
    const created = dataOf(
      consoleExperience,
      await consolePost(t(), '/catalogue/experiences', body, who.admin),
    );
    expect(created).toMatchObject({
      ...body,
      is_active: true,
      cities: [{ city_id: city.id, city_price: 0 }],
    });
    expect(created.page_url).toContain(`/experience/${created.id}/`);
    expect((await storeExperience(created.id, city.id)).detail).toMatchObject({
      name: body.name,
      price: 1499,
    });
    expect((await auditRows(t())).at(-1)).toMatchObject({
      action: 'experience.create',
      subjectId: String(created.id),
    });
    const again = await consolePost(t(), '/catalogue/experiences', body, who.admin);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({ code: 'SLUG_TAKEN' });
    expect(errorOf(again).data).toHaveProperty('short_link');
    const missing = await consolePost(
      t(),
      '/catalogue/experiences',
      { ...body, short_link: 'x-y', name: '' },
      who.admin,
    );
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).data).toHaveProperty('name');
  });
});

describe('add-ons, tags, categories and regions in the console', () => {
  it('add-ons: listed with their city prices; an admin sets them, ops may not; bad cities and prices refused', async () => {
    const list = dataOf(customizationList, await consoleGet(t(), '/catalogue/customizations', who.ops));
    const customization = list.items[0];
    const city = (await t().database.db.select().from(schema.cities))[0];
    if (!customization || !city) throw new Error('the seed has add-ons and cities');
    expect(
      (await consolePut(t(), `/catalogue/customizations/${customization.id}`, { price: 5 }, who.ops))
        .statusCode,
    ).toBe(403);
    const saved = dataOf(
      consoleCustomization,
      await consolePut(
        t(),
        `/catalogue/customizations/${customization.id}`,
        { price: 350, city_prices: [{ city_id: city.id, price: 399 }] },
        who.admin,
      ),
    );
    expect(saved).toMatchObject({ price: 350, city_prices: [{ city_id: city.id, price: 399 }] });
    expect((await auditRows(t())).at(-1)).toMatchObject({
      action: 'customization.update',
      before: { price: customization.price, city_prices: customization.city_prices },
      after: { price: 350, city_prices: [{ city_id: city.id, price: 399 }] },
    });
    for (const [body, field] of [
      [{ city_prices: [{ city_id: 999_999, price: 1 }] }, 'city_prices'],
      [{ city_prices: [{ city_id: city.id, price: -1 }] }, 'city_prices'],
      [{ price: 1.5 }, 'price'],
    ] as const) {
      const reply = await consolePut(t(), `/catalogue/customizations/${customization.id}`, body, who.admin);
      expect(reply.statusCode).toBe(400);
      expect(Object.keys(errorOf(reply).data ?? {}).join(',')).toContain(field);
    }
    expect(
      dataOf(
        customizationList,
        await consoleGet(t(), `/catalogue/customizations?q=${customization.id}`, who.ops),
      ).items[0],
    ).toMatchObject({ price: 350 });
    expect(
      dataOf(
        consoleCustomization,
        await consoleGet(t(), `/catalogue/customizations/${customization.id}`, who.ops),
      ),
    ).toEqual(saved);
    expect((await consoleGet(t(), '/catalogue/customizations/999999', who.ops)).statusCode).toBe(404);
  });

  it('tags, categories and regions: listed for ops, changed by admins (audited), unknown category refused', async () => {
    const tag = dataOf(tagList, await consoleGet(t(), '/catalogue/tags', who.ops)).items[0];
    const category = dataOf(categoryList, await consoleGet(t(), '/catalogue/categories', who.ops)).items[0];
    const region = dataOf(regionList, await consoleGet(t(), '/catalogue/regions', who.ops)).items[0];
    if (!tag || !category || !region) throw new Error('the seed has tags, categories and regions');
    expect((await consolePut(t(), `/catalogue/tags/${tag.id}`, { name: 'X' }, who.ops)).statusCode).toBe(403);
    expect(
      dataOf(
        consoleTag,
        await consolePut(t(), `/catalogue/tags/${tag.id}`, { name: 'Anniversary surprises' }, who.admin),
      ).name,
    ).toBe('Anniversary surprises');
    const badCategory = await consolePut(
      t(),
      `/catalogue/tags/${tag.id}`,
      { category_id: 999_999 },
      who.admin,
    );
    expect(badCategory.statusCode).toBe(400);
    expect(errorOf(badCategory).data).toHaveProperty('category_id');
    expect(
      dataOf(
        consoleCategory,
        await consolePut(t(), `/catalogue/categories/${category.id}`, { price_on_request: true }, who.admin),
      ),
    ).toMatchObject({ id: category.id, price_on_request: true });
    expect(
      dataOf(
        consoleRegion,
        await consolePut(t(), `/catalogue/regions/${region.id}`, { description: 'Leafy lanes' }, who.admin),
      ),
    ).toMatchObject({ id: region.id, description: 'Leafy lanes' });
    expect(dataOf(consoleTag, await consoleGet(t(), `/catalogue/tags/${tag.id}`, who.ops)).name).toBe(
      'Anniversary surprises',
    );
    expect(
      dataOf(consoleCategory, await consoleGet(t(), `/catalogue/categories/${category.id}`, who.ops))
        .price_on_request,
    ).toBe(true);
    expect(
      dataOf(consoleRegion, await consoleGet(t(), `/catalogue/regions/${region.id}`, who.ops)).description,
    ).toBe('Leafy lanes');
    expect((await consoleGet(t(), '/catalogue/tags/999999', who.ops)).statusCode).toBe(404);
    const actions = (await auditRows(t())).slice(-3).map((row) => row.action);
    expect(actions).toEqual(['tag.update', 'category.update', 'region.update']);
    const empty = await consolePut(t(), `/catalogue/regions/${region.id}`, { name: '' }, who.admin);
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).data).toHaveProperty('name');
  });
});
