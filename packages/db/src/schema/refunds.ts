import {
  REFUND_IN_FLIGHT_STATES,
  REFUND_STATES,
  type RefundDestination,
  type RefundState,
} from '@store/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { experiences } from './catalogue';
import { orders, payments } from './orders';

/**
 * An experience's own cancellation numbers; no row, or a null, is the domain's
 * default (DEFAULT_CANCELLATION_POLICY). A table of its own keeps the catalogue's row unchanged.
 */
export const cancellationPolicies = pgTable(
  'cancellation_policies',
  {
    experienceId: integer('experience_id')
      .primaryKey()
      .references(() => experiences.id),
    fullRefundHours: smallint('full_refund_hours'),
    lateRefundPercent: smallint('late_refund_percent'),
    cutoffHours: smallint('cutoff_hours'),
  },
  (t) => [
    check('cancellation_policies_hours', sql`${t.fullRefundHours} >= 0 and ${t.cutoffHours} >= 0`),
    check('cancellation_policies_percent', sql`${t.lateRefundPercent} between 0 and 100`),
  ],
);

/** A list of the domain's states as SQL literals, for a check or an index. */
const inList = (states: readonly string[]) => sql.raw(states.map((s) => `'${s}'`).join(', '));

/**
 * Money going back to a customer (its states and moves: the domain's refund process): to the payment it came from, through the
 * provider's refund API, or to the wallet. One row per try at the provider: a refund the provider
 * failed stays as it was and a new row takes over, so each row keeps one idempotency key and one
 * provider refund id for good. At most one row of an order is in flight (pending or requested) at a
 * time; an order may have several processed ones (an operator's partial refund, then the rest).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** The captured payment refunded; null for money credited to the wallet. */
    paymentId: integer('payment_id').references(() => payments.id),
    destination: text('destination').$type<RefundDestination>().notNull(),
    /** Rupees; the provider is asked for amount × 100 paise. */
    amount: integer('amount').notNull(),
    status: text('status').$type<RefundState>().notNull().default('pending'),
    /** Sent as X-Refund-Idempotency: asking again after a lost answer never refunds twice. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    providerRefundId: text('provider_refund_id').unique(),
    /** Why the refund is made (the cancellation, a late payment), for the audit trail. */
    reason: text('reason').notNull(),
    tries: integer('tries').notNull().default(0),
    nextTryAt: timestamp('next_try_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refunds_one_in_flight')
      .on(t.orderId)
      .where(sql`${t.status} in (${inList(REFUND_IN_FLIGHT_STATES)})`),
    index('refunds_due').on(t.status, t.nextTryAt),
    // What an order has been refunded: asked for every cancellation, refund and order in the console.
    index('refunds_order').on(t.orderId),
    check('refunds_amount', sql`${t.amount} > 0`),
    check('refunds_status_known', sql`${t.status} in (${inList(REFUND_STATES)})`),
    check('refunds_destination_known', sql`${t.destination} in ('source', 'wallet')`),
  ],
);

/** The sandbox provider's own books of refunds, as Razorpay keeps them: one per idempotency key. */
export const sandboxRefunds = pgTable('sandbox_refunds', {
  refundId: text('refund_id').primaryKey(),
  paymentId: text('payment_id').notNull(),
  amountPaise: integer('amount_paise').notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  receipt: text('receipt'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
