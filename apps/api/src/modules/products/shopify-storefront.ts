import type { Product } from '@store/contract';
import { PARTY_STORE_MAX_PER_COLLECTION } from '@store/domain';
import { z } from 'zod';
import type { ShopifyConfig } from './shopify-config';

/** A collection as Shopify has it; the store's own id for it comes from the local table. */
export type StorefrontCollection = { title: string; products: Product[] };

/**
 * Each collection by its handle (aliases c0, c1, … so one request serves a whole strip), with the
 * first 15 of its products (docs/product.md, "Business constants"). `@inContext(country: IN)` asks
 * for prices in rupees when the shop sells in several currencies (Shopify Markets).
 */
export function storefrontQuery(count: number): string {
  const handles = Array.from({ length: count }, (_, i) => `$h${i}: String!`).join(', ');
  const fields = Array.from({ length: count }, (_, i) => `c${i}: collection(handle: $h${i}) { ...C }`);
  return `query PartyStore($first: Int!, ${handles}) @inContext(country: IN) {
  ${fields.join('\n  ')}
}
fragment C on Collection {
  title
  products(first: $first) {
    nodes {
      id title handle onlineStoreUrl
      featuredImage { url }
      priceRange { minVariantPrice { amount currencyCode } }
      compareAtPriceRange { minVariantPrice { amount currencyCode } }
    }
  }
}`;
}

// Shopify's reply is checked, not trusted: a changed field or a price in another currency makes
// the whole answer unusable, and the caller falls back instead of showing wrong prices.
const money = z.object({
  amount: z.string().regex(/^\d{1,9}(\.\d+)?$/, 'a decimal amount'),
  currencyCode: z.literal('INR'),
});
const storefrontProduct = z.object({
  id: z.string().regex(/^gid:\/\/shopify\/Product\/\d{1,15}$/),
  title: z.string().min(1),
  handle: z.string().min(1),
  onlineStoreUrl: z.string().nullable(),
  featuredImage: z.object({ url: z.url({ protocol: /^https$/ }) }).nullable(),
  priceRange: z.object({ minVariantPrice: money }),
  compareAtPriceRange: z.object({ minVariantPrice: money }),
});
const storefrontReply = z.object({
  data: z
    .record(
      z.string(),
      z.object({ title: z.string(), products: z.object({ nodes: z.array(storefrontProduct) }) }).nullable(),
    )
    .nullish(),
  errors: z.array(z.object({ message: z.string() })).optional(),
});

/**
 * Asks Shopify for the collections with these handles; null for a handle Shopify does not know.
 * Throws on a timeout, a non-2xx status, GraphQL errors or a reply of another shape.
 */
export async function fetchStorefrontCollections(
  config: ShopifyConfig,
  handles: string[],
): Promise<Map<string, StorefrontCollection | null>> {
  const variables = Object.fromEntries([
    ['first', PARTY_STORE_MAX_PER_COLLECTION],
    ...handles.map((handle, i) => [`h${i}`, handle]),
  ]);
  // The signal bounds the whole exchange, the reply's body included.
  const reply = await fetch(new URL(`/api/${config.apiVersion}/graphql.json`, config.storeUrl), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'X-Shopify-Storefront-Access-Token': config.token,
    },
    body: JSON.stringify({ query: storefrontQuery(handles.length), variables }),
    signal: AbortSignal.timeout(config.timeoutMs),
  });
  if (!reply.ok) throw new Error(`Shopify answered ${reply.status}`);
  const { data, errors } = storefrontReply.parse(await reply.json());
  if (errors?.length) throw new Error(`Shopify answered: ${errors.map((e) => e.message).join('; ')}`);
  return new Map(
    handles.map((handle, i) => {
      const collection = data?.[`c${i}`];
      if (collection === undefined) throw new Error(`Shopify's reply lacks collection ${handle}`);
      return [handle, collection && toCollection(collection)];
    }),
  );
}

type StorefrontProduct = z.infer<typeof storefrontProduct>;

/**
 * Into the contract the store already shows. Left out: a product without a picture (the strip is
 * pictures) or not on the online store (its link, built from the handle, would be a 404).
 */
function toCollection(collection: { title: string; products: { nodes: StorefrontProduct[] } }) {
  const products = collection.products.nodes
    .filter((p) => p.featuredImage !== null && p.onlineStoreUrl !== null)
    .slice(0, PARTY_STORE_MAX_PER_COLLECTION)
    .map((p): Product => {
      const price = rupeesRoundedUp(p.priceRange.minVariantPrice.amount);
      const compareAt = rupeesRoundedUp(p.compareAtPriceRange.minVariantPrice.amount);
      return {
        id: Number(p.id.slice(p.id.lastIndexOf('/') + 1)),
        title: p.title,
        handle: p.handle,
        price,
        // Shopify says 0.0 when there is no compare-at price; only a higher one is a saving.
        compare_at_price: compareAt > price ? compareAt : null,
        image_url: p.featuredImage?.url ?? '',
      };
    });
  return { title: collection.title, products };
}

/**
 * Shopify's decimal amount as whole rupees, rounded up: the store's prices are integer rupees, and
 * a paise fraction rounded down would advertise less than the party store then charges. Read from
 * the text, not through a float, so 199.00 stays 199.
 */
export function rupeesRoundedUp(amount: string): number {
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) + (/[1-9]/.test(fraction) ? 1 : 0);
}
