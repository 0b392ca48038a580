import type { ApiModule } from '../../app-context';
import { productsRoutes } from './products.route';

export type { ShopifyConfig } from './shopify-config';
export { shopifyConfigFromEnv } from './shopify-config';

export const productsModule: ApiModule = {
  name: 'products',
  routes: [productsRoutes],
};
