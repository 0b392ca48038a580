import { successEnvelope } from '../envelope';
import { declareOperations } from '../operation';
import { shopifyProducts, shopifyProductsQuery } from '../products';

/** The operations of apps/api/src/modules/products, each declared once: the API registers them, the clients call them. */
export const productsOperations = declareOperations({
  shopifyProducts: {
    method: 'GET',
    path: '/v2/shopify-products',
    access: 'public',
    tags: ['party store'],
    summary: 'Party-store collections with at most 15 active products each; unknown ids are left out',
    query: shopifyProductsQuery,
    replies: { 200: successEnvelope(shopifyProducts) },
    errors: [],
  },
});
