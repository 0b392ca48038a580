import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { cities, experiences } from './catalogue';

/** Group-booking enquiries (POST /v5/enquire-now); operations call the customer back. */
export const enquiries = pgTable(
  'enquiries',
  {
    id: serial('id').primaryKey(),
    experienceId: integer('experience_id').references(() => experiences.id),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    email: text('email'),
    groupSize: integer('group_size').notNull(),
    date: date('date', { mode: 'string' }),
    message: text('message').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('enquiries_created').on(t.createdAt)],
);

/**
 * Fixed-window request counters shared by every API replica (DESIGN.md section 4: no process-local
 * state). One upsert per request increments and reads the count atomically.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), check('rate_limits_count', sql`${t.count} >= 0`)],
);
