import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

// The party-store strip: a local stand-in for a Shopify store's collections (docs/architecture.md,
// "Outside services").
export const productCollections = pgTable('product_collections', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  handle: text('handle').notNull().unique(),
});

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey(),
    collectionId: integer('collection_id')
      .notNull()
      .references(() => productCollections.id),
    title: text('title').notNull(),
    // The product slug the external party-store link is built from.
    handle: text('handle').notNull().unique(),
    price: integer('price').notNull(),
    compareAtPrice: integer('compare_at_price'),
    imageUrl: text('image_url').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('products_collection').on(t.collectionId, t.sortOrder)],
);
