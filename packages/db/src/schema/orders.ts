import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { cities, experiences } from './catalogue';
import { slots } from './slots';
import { users } from './users';

// The checkout issue grows this table (payments, holds, audit); the seed already needs
// real recent orders for the order-notification popup.
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').references(() => users.id),
    experienceId: integer('experience_id')
      .notNull()
      .references(() => experiences.id),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    slotId: integer('slot_id').references(() => slots.id),
    date: date('date', { mode: 'string' }),
    quantity: integer('quantity').notNull().default(1),
    amount: integer('amount').notNull(),
    status: text('status').notNull(),
    locality: text('locality').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('orders_city_created').on(t.cityId, t.createdAt)],
);
