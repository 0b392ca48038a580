import type { Db } from '@store/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../http/clock';
import { collectionsByIds } from './products.repository';
import type { ProductsSource } from './products-source';
import type { ShopifyConfig } from './shopify-config';
import { fetchStorefrontCollections, type StorefrontCollection } from './shopify-storefront';

/** Shopify's last usable answer for one collection (null: Shopify has no such collection). */
type LastGood = { collection: StorefrontCollection | null; fetchedAt: number };

/**
 * Party-store products from Shopify, never at the cost of the page: each collection is asked for at
 * most once per `cacheTtlMs` (a failed ask counts, so an outage costs one short wait per TTL, not
 * one per page view), never waited on longer than `timeoutMs`, and when Shopify times out, fails
 * or answers in another shape, the collection's last good answer is served, or with none yet the
 * local table's. Memory per process: keyed by handles from the collections table, so bounded by it.
 */
export function shopifyProductsSource(deps: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  config: ShopifyConfig;
  local: ProductsSource;
}): ProductsSource {
  const { db, clock, log, config, local } = deps;
  const lastGood = new Map<string, LastGood>();
  const askedAt = new Map<string, number>();

  async function ask(handles: string[]): Promise<void> {
    for (const handle of handles) askedAt.set(handle, clock().getTime());
    try {
      const answers = await fetchStorefrontCollections(config, handles);
      const fetchedAt = clock().getTime();
      for (const [handle, collection] of answers) lastGood.set(handle, { collection, fetchedAt });
    } catch (err) {
      const serving = handles.map((handle) => {
        const good = lastGood.get(handle);
        return good
          ? { handle, serving: 'last good answer', fetchedAt: new Date(good.fetchedAt).toISOString() }
          : { handle, serving: 'local products' };
      });
      log.warn({ err, collections: serving }, 'Shopify gave no usable party-store products; falling back');
    }
  }

  return {
    async collections(collectionIds) {
      // In the order asked, so Shopify is asked the same way each time.
      const known = (await collectionsByIds(db, collectionIds)).sort(
        (a, b) => collectionIds.indexOf(a.id) - collectionIds.indexOf(b.id),
      );
      const now = clock().getTime();
      const due = known.filter((c) => now - (askedAt.get(c.handle) ?? -Infinity) >= config.cacheTtlMs);
      if (due.length > 0) await ask(due.map((c) => c.handle));

      const never = known.filter((c) => !lastGood.has(c.handle)).map((c) => c.id);
      const fromTable = never.length > 0 ? (await local.collections(never)).collections : [];
      const byId = new Map(known.map((c) => [c.id, c]));
      return {
        collections: collectionIds.flatMap((id) => {
          const row = byId.get(id);
          if (!row) return [];
          const good = lastGood.get(row.handle);
          if (!good) return fromTable.filter((c) => c.id === id);
          // Shopify has no collection by that handle: left out, as the contract leaves unknown ids.
          if (!good.collection) return [];
          return [{ id, handle: row.handle, ...good.collection }];
        }),
      };
    },
  };
}
