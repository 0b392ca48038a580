import { z } from 'zod';
import { text } from './bounds';

export const PRODUCT_COLLECTIONS_MAX_IDS = 10;

/** GET /v2/shopify-products query: collection_ids is a comma-separated list of 1 to 10 ids. */
export const shopifyProductsQuery = z.object({
  collection_ids: text(200, 'collection_ids', { required: 'collection_ids is required' })
    .regex(/^[0-9]{1,9}(,[0-9]{1,9})*$/, 'collection_ids must be comma-separated ids')
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .refine((ids) => ids.every((id) => id > 0), 'collection_ids must be positive ids')
    .refine(
      (ids) => ids.length <= PRODUCT_COLLECTIONS_MAX_IDS,
      `collection_ids takes at most ${PRODUCT_COLLECTIONS_MAX_IDS} ids`,
    ),
});

export const product = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The product slug the external party-store link is built from. */
  handle: z.string(),
  price: z.number().int(),
  compare_at_price: z.number().int().nullable(),
  image_url: z.string(),
});
export type Product = z.infer<typeof product>;

export const productCollection = z.object({
  id: z.number().int(),
  title: z.string(),
  handle: z.string(),
  products: z.array(product),
});
export type ProductCollection = z.infer<typeof productCollection>;

/** Collections in the order asked, each with at most 15 active products; unknown ids left out. */
export const shopifyProducts = z.object({ collections: z.array(productCollection) });
export type ShopifyProducts = z.infer<typeof shopifyProducts>;
