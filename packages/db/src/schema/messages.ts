import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { users } from './users';
import { vendors } from './vendors';

/** skipped: not sent, and not to be (the customer opted out, the review opt-in is off, no channel). */
export const MESSAGE_STATUSES = ['queued', 'sent', 'failed', 'skipped'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/**
 * What the store tells customers, written in the same transaction as what caused it (an order
 * placed) and sent later by the job queue: a provider that is down delays a message, never an
 * order. One row per order, kind and channel (`key`), so nothing is sent twice; each row keeps its
 * tries and the provider's answer.
 */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    kind: text('kind').notNull(),
    channel: text('channel').$type<'sms' | 'whatsapp' | 'email' | 'push'>().notNull(),
    userId: integer('user_id').references(() => users.id),
    orderId: integer('order_id').references(() => orders.id),
    /** A booking request to a vendor goes to the vendor, not to a user (user_id is null then). */
    vendorId: integer('vendor_id').references(() => vendors.id),
    status: text('status').$type<MessageStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** Who it went to and what it said, as sent (kept once sent). */
    recipient: text('recipient'),
    body: text('body'),
    params: jsonb('params').$type<Record<string, string>>(),
    /** What a message not about an order says (an occasion reminder's occasion, date and link). */
    data: jsonb('data').$type<Record<string, string>>(),
    providerReference: text('provider_reference'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('messages_due').on(t.status, t.nextAttemptAt),
    index('messages_order').on(t.orderId),
    check('messages_status', sql`${t.status} in ('queued', 'sent', 'failed', 'skipped')`),
    check('messages_channel', sql`${t.channel} in ('sms', 'whatsapp', 'email', 'push')`),
  ],
);
