import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { vendorRequests } from './vendors';

/**
 * The photos the vendor holding a booking uploads as proof of the setup, shown
 * on the customer's tracking page. The file itself is in the file store (local disk or an
 * S3-compatible bucket) under `storage_key`, re-encoded by the API, so its type and size are ours;
 * the row says which order and which request (which vendor) it came from.
 */
export const setupPhotos = pgTable(
  'setup_photos',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    vendorRequestId: integer('vendor_request_id')
      .notNull()
      .references(() => vendorRequests.id),
    /** Unguessable (random) key in the file store: the photo's address is its only credential. */
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('setup_photos_order').on(t.orderId),
    check('setup_photos_size', sql`${t.bytes} > 0 and ${t.width} > 0 and ${t.height} > 0`),
  ],
);
