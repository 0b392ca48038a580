import type { ReviewStatus } from '@store/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cities, experiences } from './catalogue';
import { orders } from './orders';
import { users } from './users';

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    experienceId: integer('experience_id')
      .notNull()
      .references(() => experiences.id),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    customerName: text('customer_name').notNull(),
    rating: smallint('rating').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The booking a customer reviewed (a verified review); none for the reviews imported before. */
    orderId: integer('order_id').references(() => orders.id),
    customerId: integer('customer_id').references(() => users.id),
    /** A customer's review waits (pending) for an operator; only approved ones are shown. */
    status: text('status').$type<ReviewStatus>().notNull().default('approved'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id),
  },
  (t) => [
    index('reviews_experience').on(t.experienceId),
    // One review per booking, whoever sends it twice at once.
    uniqueIndex('reviews_order').on(t.orderId),
    index('reviews_pending').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    check('rating_1_to_5', sql`${t.rating} BETWEEN 1 AND 5`),
    check('reviews_status', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

export const reviewImages = pgTable(
  'review_images',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id),
    url: text('url').notNull(),
    /** A customer's photo in the file store (its url is the API's address of it). */
    storageKey: text('storage_key').unique(),
  },
  (t) => [index('review_images_review').on(t.reviewId)],
);
