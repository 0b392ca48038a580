import { shopifyProducts, successEnvelope } from '@store/contract';
import { schema } from '@store/db';
import { PARTY_STORE_MAX_PER_COLLECTION } from '@store/domain';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/env';
import { getShopifyProducts } from '../../src/modules/products/products.service';
import { type ShopifyConfig, shopifyConfigFromEnv } from '../../src/modules/products/shopify-config';
import { rupeesRoundedUp } from '../../src/modules/products/shopify-storefront';
import { TEST_NOW } from '../support/fixtures';
import { type StubServer, sendJson, startStub } from '../support/stub-server';
import { type TestApp, useTestApp } from '../support/test-app';

// Party-store products from Shopify's Storefront API, against a local stand-in
// of it that checks the token. The store never waits on it longer than the timeout and falls back
// to the last good answer, or to the local products table.

const TOKEN = 'storefront-test-token';
const TIMEOUT_MS = 250;
const TTL_MS = 60_000;
/** What the stand-in does with the next requests. */
let mode: 'answer' | 'slow' | 'fail' | 'dollars' = 'answer';
let shop: StubServer;
let now = TEST_NOW.getTime();
const SHOPIFY: ShopifyConfig = {
  storeUrl: '',
  token: TOKEN,
  apiVersion: '2025-01',
  timeoutMs: TIMEOUT_MS,
  cacheTtlMs: TTL_MS,
};

/** The shop knows every seeded handle except 'party-props'; each collection has 20 products. */
function collection(handle: string) {
  if (handle === 'party-props') return null;
  return {
    title: `Shopify ${handle}`,
    products: {
      nodes: Array.from({ length: 20 }, (_, i) => ({
        id: `gid://shopify/Product/7${String(i).padStart(12, '0')}`,
        title: `${handle} item ${i}`,
        handle: `${handle}-item-${i}`,
        onlineStoreUrl: i === 1 ? null : `https://shop.example/products/${handle}-item-${i}`,
        featuredImage: i === 2 ? null : { url: `https://cdn.shopify.com/s/files/1/${handle}-${i}.jpg` },
        priceRange: {
          minVariantPrice: {
            amount: `${100 + i}.${i % 2 ? '50' : '0'}`,
            currencyCode: mode === 'dollars' ? 'USD' : 'INR',
          },
        },
        compareAtPriceRange: {
          minVariantPrice: { amount: i % 3 ? '0.0' : `${200 + i}.0`, currencyCode: 'INR' },
        },
      })),
    },
  };
}

type GraphqlBody = { query: string; variables: Record<string, string | number> };
const bodies = () => shop.requests.map((r) => JSON.parse(r.body.toString()) as GraphqlBody);

beforeAll(async () => {
  shop = await startStub((request, response) => {
    if (request.headers['x-shopify-storefront-access-token'] !== TOKEN)
      return sendJson(response, 401, { errors: [{ message: 'Unauthorized' }] });
    if (mode === 'fail') return sendJson(response, 502, { errors: [{ message: 'Bad gateway' }] });
    const { variables } = JSON.parse(request.body.toString()) as GraphqlBody;
    const data = Object.fromEntries(
      Object.entries(variables)
        .filter(([name]) => /^h\d+$/.test(name))
        .map(([name, handle]) => [`c${name.slice(1)}`, collection(String(handle))]),
    );
    if (mode === 'slow') setTimeout(() => sendJson(response, 200, { data }), 3_000);
    else sendJson(response, 200, { data });
  });
  SHOPIFY.storeUrl = shop.url;
});
afterAll(() => shop.close());

const parse = (json: unknown) => successEnvelope(shopifyProducts).parse(json).data;
async function get(t: TestApp, ids: number[]) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/v2/shopify-products?collection_ids=${ids.join(',')}`,
  });
  expect(res.statusCode).toBe(200);
  return parse(res.json());
}

describe('party-store products from Shopify', () => {
  const lines: string[] = [];
  const t = useTestApp({
    shopify: SHOPIFY,
    clock: () => new Date(now),
    logger: pino({ level: 'warn' }, { write: (line: string) => void lines.push(line) }),
  });
  const collections = () => t().database.db.select().from(schema.productCollections);
  const warnings = () => lines.map((l) => JSON.parse(l)).filter((l) => l.level === 40);

  it('asks the Storefront API for the collections by handle, with the token, at most 15 products each', async () => {
    const rows = await collections();
    const balloons = rows.find((c) => c.handle === 'balloons');
    const partyProps = rows.find((c) => c.handle === 'party-props');
    expect(balloons && partyProps, 'the seed has balloons and party props').toBeTruthy();
    if (!balloons || !partyProps) return;

    const data = await get(t(), [partyProps.id, balloons.id]);
    expect(shop.requests).toHaveLength(1);
    const [request] = shop.requests;
    expect(request).toMatchObject({ method: 'POST', url: '/api/2025-01/graphql.json' });
    expect(request?.headers['content-type']).toBe('application/json');
    const [body] = bodies();
    expect(body?.variables).toEqual({
      first: PARTY_STORE_MAX_PER_COLLECTION,
      h0: 'party-props',
      h1: 'balloons',
    });
    expect(body?.query).toContain('products(first: $first)');
    expect(body?.query).toContain('@inContext(country: IN)');

    // Party props is unknown to the shop: left out, as the contract leaves unknown ids out.
    expect(data.collections.map((c) => c.id)).toEqual([balloons.id]);
    const [shown] = data.collections;
    expect(shown).toMatchObject({ id: balloons.id, handle: 'balloons', title: 'Shopify balloons' });
    // 20 in the shop, the first 15 kept; of those, one has no page and one no picture.
    expect(shown?.products).toHaveLength(PARTY_STORE_MAX_PER_COLLECTION);
    expect(shown?.products.map((p) => p.handle)).not.toContain('balloons-item-1');
    expect(shown?.products.map((p) => p.handle)).not.toContain('balloons-item-2');
    expect(shown?.products[0]).toEqual({
      id: 7_000_000_000_000,
      title: 'balloons item 0',
      handle: 'balloons-item-0',
      price: 100,
      compare_at_price: 200,
      image_url: 'https://cdn.shopify.com/s/files/1/balloons-0.jpg',
    });
    // 103.50 rupees is shown as 104; no compare-at price (0.0) is null.
    expect(shown?.products.find((p) => p.handle === 'balloons-item-3')).toMatchObject({
      price: 104,
      compare_at_price: 203,
    });
    expect(shown?.products.find((p) => p.handle === 'balloons-item-4')).toMatchObject({
      price: 104,
      compare_at_price: null,
    });
    expect(warnings()).toEqual([]);
  });

  it('serves a good answer from memory until the TTL of the injected clock has passed', async () => {
    const before = shop.requests.length;
    await get(t(), [1]);
    now += TTL_MS - 1;
    await get(t(), [1]);
    expect(shop.requests.length).toBe(before);
    now += 1;
    await get(t(), [1]);
    expect(shop.requests.length).toBe(before + 1);
  });

  it('waits no longer than the timeout on a slow shop and serves the last good answer', async () => {
    const good = await get(t(), [1]);
    now += TTL_MS;
    mode = 'slow';
    const started = performance.now();
    const data = await get(t(), [1]);
    const waited = performance.now() - started;
    mode = 'answer';
    expect(waited).toBeGreaterThanOrEqual(TIMEOUT_MS - 10);
    expect(waited).toBeLessThan(2_000);
    expect(data).toEqual(good);
    expect(warnings().at(-1)).toMatchObject({
      collections: [{ handle: 'balloons', serving: 'last good answer' }],
    });
  });

  it('serves the local products for a collection the shop has never answered, and says so', async () => {
    const rows = await collections();
    const never = rows.filter((c) => !['balloons', 'party-props'].includes(c.handle)).map((c) => c.id);
    expect(never.length).toBeGreaterThan(0);
    mode = 'fail';
    const data = await get(t(), never);
    mode = 'answer';
    expect(data).toEqual(await getShopifyProducts(t().database.db, never));
    expect(
      warnings()
        .at(-1)
        ?.collections.every((c: { serving: string }) => c.serving === 'local products'),
    ).toBe(true);
  });

  it('refuses an answer in another currency and keeps showing the last good one', async () => {
    const good = await get(t(), [1]);
    now += TTL_MS;
    mode = 'dollars';
    const data = await get(t(), [1]);
    mode = 'answer';
    expect(data).toEqual(good);
    expect(warnings().at(-1)?.err?.message).toContain('INR');
  });
});

describe('choosing the products source from the environment', () => {
  it('is the local table unless both the shop domain and token are set', () => {
    expect(shopifyConfigFromEnv(loadEnv({}))).toBeUndefined();
    expect(() => loadEnv({ SHOPIFY_STORE_DOMAIN: 'party.myshopify.com' })).toThrow(
      /SHOPIFY_STOREFRONT_TOKEN/,
    );
    expect(() => loadEnv({ SHOPIFY_STOREFRONT_TOKEN: TOKEN })).toThrow(/SHOPIFY_STOREFRONT_TOKEN/);
    expect(
      shopifyConfigFromEnv(
        loadEnv({ SHOPIFY_STORE_DOMAIN: 'party.myshopify.com', SHOPIFY_STOREFRONT_TOKEN: TOKEN }),
      ),
    ).toEqual({
      storeUrl: 'https://party.myshopify.com',
      token: TOKEN,
      apiVersion: '2025-01',
      timeoutMs: 1_500,
      cacheTtlMs: 60_000,
    });
    expect(() => loadEnv({ SHOPIFY_STORE_DOMAIN: 'https://party.myshopify.com' })).toThrow(
      /SHOPIFY_STORE_DOMAIN/,
    );
  });

  it('rounds Shopify amounts up to whole rupees', () => {
    expect([
      rupeesRoundedUp('199'),
      rupeesRoundedUp('199.00'),
      rupeesRoundedUp('199.01'),
      rupeesRoundedUp('199.5'),
    ]).toEqual([199, 199, 200, 200]);
  });
});
