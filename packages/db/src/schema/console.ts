import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { users } from './users';

/**
 * Every action taken in the operator console: who, what, on what, the state before and
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

/**
 * Every wallet credit an operator gives in the console: 'applied' at once within their cap, or
 * 'pending' until another admin approves or declines it (four eyes). The operator's credits of the
 * last 24 hours are summed from here for the daily cap.
 */
export const walletCredits = pgTable(
  'wallet_credits',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => users.id),
    status: text('status').$type<'applied' | 'pending' | 'approved' | 'declined'>().notNull(),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('wallet_credits_requester').on(t.requestedBy, t.createdAt),
    index('wallet_credits_status').on(t.status, t.id),
    check('wallet_credits_amount', sql`${t.amount} > 0`),
    check('wallet_credits_status_known', sql`${t.status} in ('applied', 'pending', 'approved', 'declined')`),
  ],
);

/**
 * An operator's authenticator (the console's second factor). `secret` is base-32, as the app
 * shows it; `confirmedAt` is null until a code from the app matched it; `lastStep` is the newest
 * 30-second step whose code was accepted, so a code seen over a shoulder cannot be used again.
 */
export const operatorFactors = pgTable('operator_factors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }).notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Recovery codes of an operator, each good once; only their hashes are kept. */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('operator_recovery_codes_code').on(t.userId, t.codeHash)],
);

/**
 * An operator's reply to feedback (site feedback or a booking's), as sent: to whom, by which channel,
 * what it said, who wrote it. The message itself goes through the messaging outbox (`message_key`).
 */
export const inboxReplies = pgTable(
  'inbox_replies',
  {
    id: serial('id').primaryKey(),
    source: text('source').$type<'feedback' | 'order_feedback'>().notNull(),
    itemId: integer('item_id').notNull(),
    channel: text('channel').$type<'sms' | 'whatsapp' | 'email'>().notNull(),
    recipient: text('recipient').notNull(),
    body: text('body').notNull(),
    messageKey: text('message_key').notNull(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('inbox_replies_item').on(t.source, t.itemId, t.createdAt),
    check('inbox_replies_source', sql`${t.source} in ('feedback', 'order_feedback')`),
    check('inbox_replies_channel', sql`${t.channel} in ('sms', 'whatsapp', 'email')`),
  ],
);
