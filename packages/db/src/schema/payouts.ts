import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { refunds } from './refunds';
import { users } from './users';
import { vendors } from './vendors';

/**
 * A vendor's payout statement for one week (Monday to Sunday, India's time; docs/product.md,
 * "Vendor payouts"). Paid once, with the bank's reference; from then on it and its lines are frozen
 * (triggers of migration 0042 refuse any change).
 */
export const payoutStatements = pgTable(
  'payout_statements',
  {
    id: serial('id').primaryKey(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    /** The week's Monday. */
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The day the bank says the money went, as the operator entered it. */
    paidOn: date('paid_on', { mode: 'string' }),
    /** The bank's reference of the transfer (UTR). */
    bankReference: text('bank_reference'),
    paidBy: integer('paid_by').references(() => users.id),
    /** The total as it was paid. */
    paidTotal: integer('paid_total'),
  },
  (t) => [
    uniqueIndex('payout_statements_vendor_week').on(t.vendorId, t.weekStart),
    index('payout_statements_week').on(t.weekStart, t.id),
    check('payout_statements_monday', sql`extract(isodow from ${t.weekStart}) = 1`),
  ],
);

export type PayoutLineKind = 'order' | 'refund';

/**
 * One line of a statement: a completed order's share, or a later refund's negative line. Rupees;
 * `amount` is what the vendor gets (the base less the commission).
 */
export const payoutLines = pgTable(
  'payout_lines',
  {
    id: serial('id').primaryKey(),
    statementId: integer('statement_id')
      .notNull()
      .references(() => payoutStatements.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    refundId: integer('refund_id').references(() => refunds.id),
    kind: text('kind').$type<PayoutLineKind>().notNull(),
    base: integer('base').notNull(),
    commissionPercent: smallint('commission_percent').notNull(),
    commission: integer('commission').notNull(),
    amount: integer('amount').notNull(),
    /** When the order was completed, or the refund processed. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('payout_lines_one_per_order').on(t.orderId).where(sql`${t.kind} = 'order'`),
    uniqueIndex('payout_lines_one_per_refund').on(t.refundId),
    index('payout_lines_statement').on(t.statementId, t.id),
    check('payout_lines_kind', sql`${t.kind} in ('order', 'refund')`),
  ],
);
