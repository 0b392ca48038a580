import { date, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { experiences } from './catalogue';

/**
 * The surge of one experience on one local date (docs/product.md, "Prices: city prices and surges":
 * task and customization dynamic percentages). No row means no surge. The price calendar of the
 * date step reads these.
 */
export const dateSurges = pgTable(
  'date_surges',
  {
    experienceId: integer('experience_id')
      .notNull()
      .references(() => experiences.id),
    date: date('date', { mode: 'string' }).notNull(),
    taskPercent: smallint('task_percent').notNull().default(0),
    customizationPercent: smallint('customization_percent').notNull().default(0),
    reason: text('reason').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.experienceId, t.date] })],
);
