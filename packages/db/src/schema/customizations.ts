import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { cities, experiences } from './catalogue';

export type CustomizationType = 'single_select' | 'multi_select' | 'text' | 'quantity';
export type SelectionQuestion = {
  question_id: number;
  question: string;
  choices: string[];
  limit: number | null;
};

export const customizations = pgTable('customizations', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  type: text('type').$type<CustomizationType>().notNull(),
  category: text('category').notNull().default('Recommended'),
  parentCategory: text('parent_category').notNull().default('Recommended'),
  entityType: text('entity_type').notNull().default('task_customization'),
  imageUrl: text('image_url').notNull(),
  imageLgUrl: text('image_lg_url').notNull(),
  price: integer('price').notNull(),
  originalPrice: integer('original_price').notNull(),
  minHours: integer('min_hours').notNull().default(0),
  recommended: boolean('recommended').notNull().default(false),
  // Largest quantity a customer may take; single_select is always 1.
  maxQuantity: integer('max_quantity').notNull().default(1),
  questions: jsonb('questions').$type<SelectionQuestion[]>().notNull().default(sql`'[]'::jsonb`),
});

export const customizationCityPrices = pgTable(
  'customization_city_prices',
  {
    customizationId: integer('customization_id')
      .notNull()
      .references(() => customizations.id),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    price: integer('price').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customizationId, t.cityId] })],
);

export const experienceCustomizations = pgTable(
  'experience_customizations',
  {
    experienceId: integer('experience_id')
      .notNull()
      .references(() => experiences.id),
    customizationId: integer('customization_id')
      .notNull()
      .references(() => customizations.id),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.experienceId, t.customizationId] })],
);
