import type { Env } from '../../env';

/** Shopify's Storefront API as the party store's source of products; absent: the local table. */
export type ShopifyConfig = {
  /** The shop's origin, `https://{SHOPIFY_STORE_DOMAIN}` (tests: a local stand-in). */
  storeUrl: string;
  /** A Storefront API access token: public by design (read-only, published products only). */
  token: string;
  /** Shopify's dated API version, e.g. 2025-01. */
  apiVersion: string;
  /** The longest a page view waits on Shopify before the last good answer is served. */
  timeoutMs: number;
  /** How long a good answer is served from memory before Shopify is asked again. */
  cacheTtlMs: number;
};

/** Shopify only when both the domain and the token are set (env.ts refuses one without the other). */
export function shopifyConfigFromEnv(env: Env): ShopifyConfig | undefined {
  if (!env.SHOPIFY_STORE_DOMAIN || !env.SHOPIFY_STOREFRONT_TOKEN) return undefined;
  return {
    storeUrl: `https://${env.SHOPIFY_STORE_DOMAIN}`,
    token: env.SHOPIFY_STOREFRONT_TOKEN,
    apiVersion: env.SHOPIFY_API_VERSION,
    timeoutMs: env.SHOPIFY_TIMEOUT_MS,
    cacheTtlMs: env.SHOPIFY_CACHE_TTL_MS,
  };
}
