import type { CaptureOutcome } from '@store/domain';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { payments } from './orders';

/**
 * Every capture a provider reported, by the browser, a webhook, Paytm or the reconciliation pass
 * (nothing dropped silently: docs/architecture.md, "Orders: one writer, places taken in one
 * update"). A capture that could not pay its order (a second one, or one of the wrong amount) is
 * marked refund_due until the money goes back.
 */
export const paymentCaptures = pgTable(
  'payment_captures',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    providerPaymentId: text('provider_payment_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull(),
    source: text('source').notNull(),
    outcome: text('outcome').$type<CaptureOutcome>().notNull(),
    refundDue: boolean('refund_due').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // The same capture reported twice (browser and webhook) is one row.
    uniqueIndex('payment_captures_capture').on(t.paymentId, t.providerPaymentId),
    index('payment_captures_refund_due').on(t.refundDue),
  ],
);

/**
 * Named leases for periodic passes (the reconciliation pass): one holder at a time across every
 * API process, taken and given back with single statements, so no connection is held meanwhile.
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
