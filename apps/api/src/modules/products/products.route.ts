import { productsOperations } from '@store/contract';
import type { AppContext } from '../../app-context';
import { sendCachedJson } from '../../http/cached-json';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { productsSource } from './products-source';

export function productsRoutes({ app, db, clock, catalogueCache, shopify }: AppContext): void {
  // One source per app: its memory of Shopify's last good answers lives as long as the process.
  const source = productsSource({ db, clock, log: app.log, shopify });
  route(app, productsOperations.shopifyProducts, async (request, reply) => {
    const ids = request.query.collection_ids;
    return sendCachedJson(reply, catalogueCache, `shopify-products:${ids.join(',')}`, async () =>
      ok(await source.collections(ids)),
    );
  });
}
