import { shopifyProducts, shopifyProductsQuery, successEnvelope } from '@store/contract';
import type { AppContext } from '../../app-context';
import { sendCachedJson } from '../../http/cached-json';
import { ok } from '../../http/envelope';
import { productsSource } from './products-source';

export function productsRoutes({ app, db, clock, catalogueCache, shopify }: AppContext): void {
  // One source per app: its memory of Shopify's last good answers lives as long as the process.
  const source = productsSource({ db, clock, log: app.log, shopify });
  app.get(
    '/v2/shopify-products',
    {
      schema: {
        tags: ['party store'],
        summary: 'Party-store collections with at most 15 active products each; unknown ids are left out',
        querystring: shopifyProductsQuery,
        response: { 200: successEnvelope(shopifyProducts) },
      },
    },
    async (request, reply) => {
      const ids = request.query.collection_ids;
      return sendCachedJson(reply, catalogueCache, `shopify-products:${ids.join(',')}`, async () =>
        ok(await source.collections(ids)),
      );
    },
  );
}
