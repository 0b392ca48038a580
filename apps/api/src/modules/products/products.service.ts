import type { ProductCollection, ShopifyProducts } from '@store/contract';
import type { Db } from '@store/db';
import { PARTY_STORE_MAX_PER_COLLECTION } from '@store/domain';
import { collectionProducts } from './products.repository';

/** The asked collections, in the order asked, each with at most 15 active products; one statement. */
export async function getShopifyProducts(db: Db, collectionIds: number[]): Promise<ShopifyProducts> {
  const rows = await collectionProducts(db, collectionIds, PARTY_STORE_MAX_PER_COLLECTION);
  const byId = new Map<number, ProductCollection>();
  for (const row of rows) {
    let collection = byId.get(row.collection_id);
    if (!collection) {
      collection = {
        id: row.collection_id,
        title: row.collection_title,
        handle: row.collection_handle,
        products: [],
      };
      byId.set(row.collection_id, collection);
    }
    if (row.id === null) continue;
    collection.products.push({
      id: row.id,
      title: row.title ?? '',
      handle: row.handle ?? '',
      price: row.price ?? 0,
      compare_at_price: row.compare_at_price,
      image_url: row.image_url ?? '',
    });
  }
  return { collections: collectionIds.flatMap((id) => byId.get(id) ?? []) };
}
