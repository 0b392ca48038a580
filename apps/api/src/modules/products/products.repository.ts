import { type Db, queryRows, schema } from '@store/db';
import { inArray, sql } from 'drizzle-orm';

export type ProductRow = {
  collection_id: number;
  collection_title: string;
  collection_handle: string;
  id: number | null;
  title: string | null;
  handle: string | null;
  price: number | null;
  compare_at_price: number | null;
  image_url: string | null;
};

/**
 * The first `perCollection` active products of each known collection, in sort order; a
 * collection without active products comes back as one row with a null product.
 */
export function collectionProducts(
  db: Db,
  collectionIds: number[],
  perCollection: number,
): Promise<ProductRow[]> {
  const ids = sql.join(
    collectionIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return queryRows<ProductRow>(
    db,
    sql`
    select pc.id as collection_id, pc.title as collection_title, pc.handle as collection_handle,
           p.id, p.title, p.handle, p.price, p.compare_at_price, p.image_url
    from product_collections pc
    left join lateral (
      select * from products
      where collection_id = pc.id and is_active
      order by sort_order, id
      limit ${perCollection}
    ) p on true
    where pc.id in (${ids})
    order by pc.id, p.sort_order, p.id`,
  );
}

export type CollectionRow = { id: number; title: string; handle: string };

/**
 * The known collections among these ids. With Shopify as the source the table still decides which
 * collections exist: the store asks by our ids, Shopify is asked by the handles kept here.
 */
export function collectionsByIds(db: Db, collectionIds: number[]): Promise<CollectionRow[]> {
  return db
    .select({
      id: schema.productCollections.id,
      title: schema.productCollections.title,
      handle: schema.productCollections.handle,
    })
    .from(schema.productCollections)
    .where(inArray(schema.productCollections.id, collectionIds));
}
