import {
  menuResponse,
  customizationList as storeCustomizations,
  successEnvelope,
  tagDetail,
} from '@store/contract';
import { consoleCategory, consoleCustomization, consoleRegion, consoleTag } from '@store/contract/console';
import { schema } from '@store/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreRevalidation } from '../../src/modules/console/catalogue/store-refresh';
import { type StubServer, sendJson, startStub } from '../support/stub-server';
import { useTestApp } from '../support/test-app';
import {
  auditRows,
  callers,
  consolePost,
  consolePut,
  dataOf,
  errorOf,
  expectBadInput,
} from './console-helpers';

// New tags, categories, regions and add-ons made in the console: admins only, audited, a slug
// another row holds is a 409 SLUG_TAKEN, bad input a 400 naming the field with nothing written,
// and the store shows the new rows at once although its answers are cached for a minute.

let store: StubServer;
let revalidations = 0;
const revalidation: StoreRevalidation = { urls: [], secret: 'test-revalidate-secret-0123456789' };

beforeAll(async () => {
  store = await startStub((_request, response) => {
    revalidations += 1;
    sendJson(response, 200, { revalidated: true });
  });
  revalidation.urls.push(`${store.url}/api/revalidate`);
});
afterAll(() => store.close());

const t = useTestApp({ catalogueCacheTtlMs: 60_000, storeRevalidation: revalidation });
let who: Awaited<ReturnType<typeof callers>>;
beforeAll(async () => {
  who = await callers(t());
});

const storeGet = async <T>(url: string, city: number, parse: { parse: (v: unknown) => { data: T } }) => {
  const reply = await t().app.inject({ method: 'GET', url, headers: { city: String(city) } });
  expect(reply.statusCode, reply.body).toBe(200);
  return parse.parse(reply.json()).data;
};

const firstSold = async () => {
  const row = await t().database.db.query.experienceCities.findFirst();
  if (!row) throw new Error('the seed sells experiences');
  return { experienceId: row.experienceId, cityId: row.cityId };
};

const count = async (table: typeof schema.tags | typeof schema.categories | typeof schema.regions) =>
  (await t().database.db.select().from(table)).length;

describe('creating the catalogue in the console', () => {
  it('a category and a tag in it: on the store menu and its listing at once, once an experience carries it', async () => {
    const { experienceId, cityId } = await firstSold();
    const menu = successEnvelope(menuResponse);
    await storeGet('/v3/getMenuJson', cityId, menu); // cached from here on
    const category = dataOf(
      consoleCategory,
      await consolePost(
        t(),
        '/catalogue/categories',
        { name: 'Rooftop dinners', slug: 'rooftop-dinners' },
        who.admin,
      ),
    );
    expect(category).toMatchObject({
      name: 'Rooftop dinners',
      slug: 'rooftop-dinners',
      price_on_request: false,
      experiences: 0,
    });
    const tag = dataOf(
      consoleTag,
      await consolePost(
        t(),
        '/catalogue/tags',
        { name: 'Skyline tables', slug: 'skyline-tables', category_id: category.id, description: 'High up.' },
        who.admin,
      ),
    );
    expect(tag).toMatchObject({ slug: 'skyline-tables', category_id: category.id, experiences: 0 });
    const revalidatedBefore = revalidations;
    await consolePut(t(), `/catalogue/experiences/${experienceId}`, { tag_ids: [tag.id] }, who.admin);
    expect(revalidations).toBeGreaterThan(revalidatedBefore);
    const after = await storeGet('/v3/getMenuJson', cityId, menu);
    expect(after.categories.flatMap((c) => c.tags.map((g) => g.slug))).toContain('skyline-tables');
    expect(await storeGet('/v4/tag/name/skyline-tables', cityId, successEnvelope(tagDetail))).toMatchObject({
      experience_count: 1,
    });
    expect((await auditRows(t())).map((r) => r.action)).toEqual(
      expect.arrayContaining(['category.create', 'tag.create']),
    );
  });

  it('a region of a city; the same slug in another city is fine, in the same city a 409', async () => {
    const [first, second] = await t().database.db.select().from(schema.cities);
    if (!first || !second) throw new Error('the seed has two cities');
    const body = { city_id: first.id, name: 'Old Quarter', slug: 'old-quarter' };
    expect(
      dataOf(consoleRegion, await consolePost(t(), '/catalogue/regions', body, who.admin)),
    ).toMatchObject(body);
    expect(
      dataOf(
        consoleRegion,
        await consolePost(t(), '/catalogue/regions', { ...body, city_id: second.id }, who.admin),
      ),
    ).toMatchObject({ city_id: second.id, slug: 'old-quarter' });
    await expectBadInput(
      t(),
      consolePost(t(), '/catalogue/regions', body, who.admin),
      {
        status: 409,
        field: 'slug',
        code: 'SLUG_TAKEN',
      },
      () => count(schema.regions),
    );
    await expectBadInput(
      t(),
      consolePost(t(), '/catalogue/regions', { ...body, city_id: 999_999, slug: 'nowhere' }, who.admin),
      { status: 400, field: 'city_id' },
      () => count(schema.regions),
    );
  });

  it('an add-on with its city prices, offered with an experience: the store prices it per city at once', async () => {
    const { experienceId, cityId } = await firstSold();
    const list = successEnvelope(storeCustomizations);
    await storeGet(`/v5/getAllCustomization/${experienceId}`, cityId, list);
    const created = dataOf(
      consoleCustomization,
      await consolePost(
        t(),
        '/catalogue/customizations',
        {
          name: 'Polaroid corner',
          type: 'quantity',
          image_url: '/images/polaroid.jpg',
          price: 900,
          original_price: 1200,
          max_quantity: 3,
          city_prices: [{ city_id: cityId, price: 950 }],
          experience_ids: [experienceId],
        },
        who.admin,
      ),
    );
    expect(created).toMatchObject({
      name: 'Polaroid corner',
      price: 900,
      city_prices: [{ city_id: cityId, price: 950 }],
    });
    const offered = await storeGet(`/v5/getAllCustomization/${experienceId}`, cityId, list);
    expect(offered.find((c) => c.customization_id === created.id)).toMatchObject({ price: 950, quantity: 3 });
    expect((await auditRows(t())).at(-1)).toMatchObject({
      action: 'customization.create',
      subjectId: String(created.id),
    });
  });

  it('admins only: ops, agents and customers get a 403 and nothing is created', async () => {
    const [tags, audits] = [await count(schema.tags), (await auditRows(t())).length];
    for (const token of [who.customer, who.agent, who.ops])
      expect(
        (await consolePost(t(), '/catalogue/tags', { name: 'Nope', slug: 'nope' }, token)).statusCode,
      ).toBe(403);
    for (const path of ['/catalogue/categories', '/catalogue/regions', '/catalogue/customizations'])
      expect((await consolePost(t(), path, {}, who.ops)).statusCode).toBe(403);
    expect(await count(schema.tags)).toBe(tags);
    expect(await auditRows(t())).toHaveLength(audits);
  });

  it('bad input: a 4xx naming the field, nothing written', async () => {
    const { experienceId, cityId } = await firstSold();
    const tags = () => count(schema.tags);
    const existing = (await t().database.db.select().from(schema.tags))[0];
    if (!existing) throw new Error('the seed has tags');
    for (const [body, status, field, code] of [
      [{ name: 'Twice', slug: existing.slug }, 409, 'slug', 'SLUG_TAKEN'],
      [{ name: 'Bad slug', slug: 'Not A Slug' }, 400, 'slug', undefined],
      [{ name: '', slug: 'empty-name' }, 400, 'name', undefined],
      [{ name: 'Lost', slug: 'lost', category_id: 999_999 }, 400, 'category_id', undefined],
    ] as const)
      await expectBadInput(
        t(),
        consolePost(t(), '/catalogue/tags', body, who.admin),
        { status, field, ...(code ? { code } : {}) },
        tags,
      );
    const category = (await t().database.db.select().from(schema.categories))[0];
    await expectBadInput(
      t(),
      consolePost(t(), '/catalogue/categories', { name: 'Again', slug: category?.slug }, who.admin),
      { status: 409, field: 'slug', code: 'SLUG_TAKEN' },
      () => count(schema.categories),
    );
    const addOn = {
      name: 'Balloons',
      type: 'quantity',
      image_url: '/images/balloons.jpg',
      price: 100,
      original_price: 100,
      experience_ids: [experienceId],
    };
    const addOns = async () => (await t().database.db.select().from(schema.customizations)).length;
    const addOnsBefore = await addOns();
    for (const [body, field] of [
      [{ ...addOn, price: -1 }, 'price'],
      [{ ...addOn, city_prices: [{ city_id: cityId, price: -5 }] }, 'city_prices'],
      [{ ...addOn, city_prices: [{ city_id: 999_999, price: 5 }] }, 'city_prices'],
      [{ ...addOn, experience_ids: [999_999] }, 'experience_ids'],
      [{ ...addOn, type: 'single_select', max_quantity: 2 }, 'max_quantity'],
      [{ ...addOn, type: 'raffle' }, 'type'],
    ] as const) {
      const reply = await consolePost(t(), '/catalogue/customizations', body, who.admin);
      expect(reply.statusCode, reply.body).toBe(400);
      expect(Object.keys(errorOf(reply).data ?? {}).join(',')).toContain(field);
    }
    expect(await addOns()).toBe(addOnsBefore);
  });
});
