import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Facts about the database itself: the demo's marker row, a non-production link secret. */
export const storeMeta = pgTable('store_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
