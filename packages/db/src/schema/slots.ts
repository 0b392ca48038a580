import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cities, experiences } from './catalogue';
import { users } from './users';

export const slots = pgTable(
  'slots',
  {
    id: serial('id').primaryKey(),
    experienceId: integer('experience_id')
      .notNull()
      .references(() => experiences.id),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
  },
  (t) => [uniqueIndex('slots_experience_start').on(t.experienceId, t.startTime)],
);

// One capacity row per experience, city, local date and slot (docs/architecture.md, "Orders: one
// writer, places taken in one update").
export const slotCapacities = pgTable(
  'slot_capacities',
  {
    id: serial('id').primaryKey(),
    experienceId: integer('experience_id')
      .notNull()
      .references(() => experiences.id),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    slotId: integer('slot_id')
      .notNull()
      .references(() => slots.id),
    date: date('date', { mode: 'string' }).notNull(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
    note: text('note'),
  },
  (t) => [
    uniqueIndex('slot_capacities_key').on(t.experienceId, t.cityId, t.date, t.slotId),
    index('slot_capacities_lookup').on(t.experienceId, t.cityId, t.date),
    check('slot_capacities_not_oversold', sql`${t.booked} >= 0 AND ${t.booked} <= ${t.capacity}`),
  ],
);

/**
 * A weekly pattern an operator saved: these weekdays (0 Sunday to 6 Saturday),
 * these slot times, this capacity, from `starts_on` for `weeks` weeks. Saving it opens those dates
 * at once; opening is idempotent (a date already open keeps its capacity and bookings).
 */
export const slotPatterns = pgTable(
  'slot_patterns',
  {
    id: serial('id').primaryKey(),
    experienceId: integer('experience_id')
      .notNull()
      .references(() => experiences.id),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    weekdays: integer('weekdays').array().notNull(),
    /** The slot times, 'HH:MM:SS-HH:MM:SS' each. */
    times: text('times').array().notNull(),
    capacity: integer('capacity').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    weeks: integer('weeks').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('slot_patterns_experience').on(t.experienceId, t.cityId),
    check('slot_patterns_capacity', sql`${t.capacity} > 0`),
    check('slot_patterns_weeks', sql`${t.weeks} between 1 and 26`),
  ],
);
