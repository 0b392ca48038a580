import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, time, uniqueIndex } from 'drizzle-orm/pg-core';
import { cities, experiences } from './catalogue';

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

// One capacity row per experience, city, local date and slot (DESIGN.md section 4).
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
