import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const cities = pgTable('cities', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  shortName: text('short_name').notNull().unique(),
  timeZone: text('time_zone').notNull().default('Asia/Kolkata'),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  /** The city's page on Google where a happy customer may leave a review; none: nothing is offered. */
  googleReviewUrl: text('google_review_url'),
});

export const categories = pgTable('categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  priceOnRequest: boolean('price_on_request').notNull().default(false),
});

export const tags = pgTable('tags', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  categoryId: integer('category_id').references(() => categories.id),
  description: text('description').notNull().default(''),
  imageUrl: text('image_url'),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const regions = pgTable(
  'regions',
  {
    id: integer('id').primaryKey(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [uniqueIndex('regions_city_slug').on(t.cityId, t.slug)],
);

export type FaqItem = { question: string; answer: string };

export const experiences = pgTable(
  'experiences',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    shortLink: text('short_link').notNull().unique(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    subtitle: text('subtitle').notNull().default(''),
    about: text('about').notNull(),
    inclusions: jsonb('inclusions').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    faq: jsonb('faq').$type<FaqItem[]>().notNull().default(sql`'[]'::jsonb`),
    needToKnow: jsonb('need_to_know').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    cancellationPolicy: jsonb('cancellation_policy').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    videoUrl: text('video_url'),
    featuredImage: text('featured_image').notNull(),
    altText: text('alt_text').notNull().default(''),
    badge: text('badge'),
    // Rupees. `price` is what the customer pays before surge; `originalPrice` is the struck-out price.
    price: integer('price').notNull(),
    originalPrice: integer('original_price').notNull(),
    minHours: integer('min_hours').notNull().default(0),
    // -1: no pincode needed (date selection shown at once); otherwise the pincode rules apply.
    pincodeCategory: smallint('pincode_category').notNull().default(-1),
    courier: boolean('courier').notNull().default(false),
    codAvailable: boolean('cod_available').notNull().default(false),
    /** Customers may book it themselves to confirm later (places held unpaid for up to a day). */
    offlineBooking: boolean('offline_booking').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    recommendedRank: integer('recommended_rank').notNull().default(0),
    /** The percent the store keeps of this experience's orders, whoever serves it; null: the vendor's. */
    commissionPercent: smallint('commission_percent'),
  },
  (t) => [
    check('experiences_commission_percent', sql`${t.commissionPercent} between 0 and 100`),
    index('experiences_category').on(t.categoryId),
    // Full-text search over what a visitor types: the name, the subtitle and the description.
    index('experiences_search').using(
      'gin',
      sql`to_tsvector('english', ${t.name} || ' ' || ${t.subtitle} || ' ' || ${t.about})`,
    ),
  ],
);

export const experienceCities = pgTable(
  'experience_cities',
  {
    experienceId: integer('experience_id')
      .notNull()
      .references(() => experiences.id),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    regionId: integer('region_id').references(() => regions.id),
    locality: text('locality').notNull().default(''),
    // A city-specific price replaces the base price when above 0.
    cityPrice: integer('city_price').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.experienceId, t.cityId] }), index('experience_cities_city').on(t.cityId)],
);

export const experienceTags = pgTable(
  'experience_tags',
  {
    experienceId: integer('experience_id')
      .notNull()
      .references(() => experiences.id),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.experienceId, t.tagId] }), index('experience_tags_tag').on(t.tagId)],
);

export const experienceImages = pgTable(
  'experience_images',
  {
    id: serial('id').primaryKey(),
    experienceId: integer('experience_id')
      .notNull()
      .references(() => experiences.id),
    url: text('url').notNull(),
    altText: text('alt_text').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('experience_images_experience').on(t.experienceId)],
);

export const quotes = pgTable('quotes', {
  id: integer('id').primaryKey(),
  secondaryTagId: integer('secondary_tag_id')
    .notNull()
    .references(() => tags.id),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  author: text('author').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** One row: moved on by every catalogue change, read by each API process to drop its cached answers. */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalogue_version_one_row', sql`${t.id} = 1`)],
);
