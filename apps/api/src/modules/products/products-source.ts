import type { ShopifyProducts } from '@store/contract';
import type { Db } from '@store/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../http/clock';
import { getShopifyProducts } from './products.service';
import type { ShopifyConfig } from './shopify-config';
import { shopifyProductsSource } from './shopify-products.source';

/**
 * Where the party store's products come from. Either way the answer is the same contract (the
 * asked collections in the order asked, at most 15 products each, unknown ids left out), so the
 * store's pages do not know which source is on.
 */
export type ProductsSource = { collections(collectionIds: number[]): Promise<ShopifyProducts> };

/** The local products table: the default, and the fallback when Shopify has never answered. */
export function localProductsSource(db: Db): ProductsSource {
  return { collections: (collectionIds) => getShopifyProducts(db, collectionIds) };
}

/** Shopify's Storefront API when configured (domain and token), the local table otherwise. */
export function productsSource(deps: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  shopify: ShopifyConfig | undefined;
}): ProductsSource {
  const local = localProductsSource(deps.db);
  if (!deps.shopify) return local;
  return shopifyProductsSource({ ...deps, config: deps.shopify, local });
}
