import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { cities, experiences } from './catalogue';

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
  },
  (t) => [
    index('reviews_experience').on(t.experienceId),
    check('rating_1_to_5', sql`${t.rating} BETWEEN 1 AND 5`),
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
  },
  (t) => [index('review_images_review').on(t.reviewId)],
);
