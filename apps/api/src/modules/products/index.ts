export { productsRoutes } from './products.route';
export type { ShopifyConfig } from './shopify-config';
export { shopifyConfigFromEnv } from './shopify-config';
