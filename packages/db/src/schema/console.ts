import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { users } from './users';

/**
 * Every action taken in the operator console (issue 16): who, what, on what, the state before and
 * after, and when; written in the action's own transaction, so an action and its row stand or fall
 * together. Appended and never changed: a trigger (migration 0026) refuses UPDATE and DELETE. `order_id` lets an order's page show the console's actions
 * on it beside its state changes (order_events).
 */
export const consoleAudit = pgTable(
  'console_audit',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    /** The action's stable name, `<subject>.<verb>` (the domain's CONSOLE_ACTIONS). */
    action: text('action').notNull(),
    /** What it acted on, and its id as text (an order, a user, a session). */
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    orderId: integer('order_id').references(() => orders.id),
    /** One line a person reads: "cancelled, ₹2,297 back to the payment". */
    summary: text('summary').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('console_audit_created').on(t.createdAt, t.id),
    index('console_audit_actor').on(t.actorId, t.createdAt),
    index('console_audit_order').on(t.orderId),
    index('console_audit_subject').on(t.subjectType, t.subjectId),
  ],
);
