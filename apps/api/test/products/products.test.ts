import { errorEnvelope, shopifyProducts, successEnvelope } from '@store/contract';
import { schema } from '@store/db';
import { PARTY_STORE_MAX_PER_COLLECTION } from '@store/domain';
import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../support/test-app';

const parse = (json: unknown) => successEnvelope(shopifyProducts).parse(json).data;

async function get(t: TestApp, query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/v2/shopify-products${query}` });
  return { status: res.statusCode, json: res.json() as unknown };
}

describe('GET /v2/shopify-products', () => {
  const t = useTestApp();

  it('gives each asked collection, in the order asked, with its active products in sort order, at most 15', async () => {
    const db = t().database.db;
    const [collections, products] = await Promise.all([
      db.select().from(schema.productCollections),
      db.select().from(schema.products),
    ]);
    const ids = collections.map((c) => c.id).reverse();
    const { status, json } = await get(t(), `?collection_ids=${ids.join(',')}`);
    expect(status).toBe(200);
    const data = parse(json);
    expect(data.collections.map((c) => c.id)).toEqual(ids);
    let capped = 0;
    for (const c of data.collections) {
      const row = collections.find((x) => x.id === c.id);
      expect(c).toMatchObject({ title: row?.title, handle: row?.handle });
      const active = products
        .filter((p) => p.collectionId === c.id && p.isActive)
        .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
      if (active.length > PARTY_STORE_MAX_PER_COLLECTION) capped++;
      expect(c.products.map((p) => p.id)).toEqual(
        active.slice(0, PARTY_STORE_MAX_PER_COLLECTION).map((p) => p.id),
      );
      for (const p of c.products) {
        expect(p.handle).toMatch(/^[a-z0-9-]+$/);
        expect(p.image_url).toBe(`/images/products/${p.handle}.jpg`);
        expect(p.price).toBeGreaterThan(0);
        if (p.compare_at_price !== null) expect(p.compare_at_price).toBeGreaterThan(p.price);
      }
    }
    expect(capped, 'a seeded collection has more than 15 active products').toBeGreaterThan(0);
    expect(
      products.some((p) => !p.isActive),
      'the seed has an inactive product',
    ).toBe(true);
  });

  it('leaves unknown ids out and repeats none', async () => {
    const data = parse((await get(t(), '?collection_ids=999,2,2,888')).json);
    expect(data.collections.map((c) => c.id)).toEqual([2]);
    expect(parse((await get(t(), '?collection_ids=999')).json).collections).toEqual([]);
  });

  it('answers a missing, malformed or too long id list with a 400 naming collection_ids', async () => {
    for (const query of [
      '',
      '?collection_ids=',
      '?collection_ids=a,b',
      '?collection_ids=1,,2',
      '?collection_ids=0',
      '?collection_ids=1,2,3,4,5,6,7,8,9,10,11',
    ]) {
      const res = await get(t(), query);
      expect(res.status, query).toBe(400);
      expect(Object.keys(errorEnvelope.parse(res.json).data), query).toEqual(['collection_ids']);
    }
    expect((await get(t(), '?collection_ids=1,2,3,4,5,6,7,8,9,10')).status).toBe(200);
  });

  it('takes one SQL statement', async () => {
    t().statements.length = 0;
    await get(t(), '?collection_ids=1,2,3,4');
    expect(t().statements.length).toBe(1);
  });
});

describe('OpenAPI entries of products', () => {
  const t = useTestApp();

  it('documents every path with its parameters', async () => {
    const doc = (await t().app.inject({ method: 'GET', url: '/docs' })).json();
    const expected: Record<string, string[]> = { '/v2/shopify-products': ['collection_ids'] };
    for (const [path, names] of Object.entries(expected)) {
      const get = doc.paths[path]?.get;
      expect(get, path).toBeDefined();
      expect(get.parameters.map((p: { name: string }) => p.name).sort(), path).toEqual([...names].sort());
      expect(
        Object.keys(get.responses['200'].content['application/json'].schema.properties.data.properties)
          .length,
      ).toBeGreaterThan(0);
    }
  });
});
