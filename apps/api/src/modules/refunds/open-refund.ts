import { randomBytes } from 'node:crypto';
import type { Db } from '@store/db';
import { assertRefundWithin, formatInr, type RefundDestination } from '@store/domain';
import { noteOnOrder } from '../orders/lifecycle.service';
import { insertRefund, paidPaymentOf, type RefundRow, refundedSoFar } from './refunds.repository';

export type RefundOpening = {
  orderId: number;
  /** Rupees of the online payment to give back. */
  amount: number;
  destination: RefundDestination;
  reason: string;
  now: Date;
  /** When the first try may run; now by default (a retry after a failure waits). */
  firstTryAt?: Date;
};

/** Each refund's own key: Razorpay wants 10+ letters, digits, hyphens or underscores. */
const newKey = (orderId: number) => `refund-${orderId}-${randomBytes(8).toString('hex')}`;

/**
 * Opens a refund of an order's online payment (a refund-due order's, or part of any order's from the
 * console), in the caller's transaction: never more than was paid less what went back before (a
 * 400 naming the amount), with an audit row. The job queue pays it (pay-refunds.service.ts), so a
 * provider outage only delays it.
 */
export async function openRefund(tx: Db, r: RefundOpening): Promise<RefundRow> {
  const payment = await paidPaymentOf(tx, r.orderId);
  assertRefundWithin({
    amount: r.amount,
    paid: payment?.amount ?? 0,
    refunded: await refundedSoFar(tx, r.orderId),
  });
  const row = await insertRefund(tx, {
    orderId: r.orderId,
    paymentId: payment?.id ?? null,
    destination: r.destination,
    amount: r.amount,
    status: 'pending',
    idempotencyKey: newKey(r.orderId),
    reason: r.reason,
    nextTryAt: r.firstTryAt ?? r.now,
    createdAt: r.now,
    updatedAt: r.now,
  });
  const to = r.destination === 'wallet' ? 'the wallet' : 'the payment';
  await noteOnOrder(tx, r.orderId, `refund of ${formatInr(r.amount)} to ${to} opened (${r.reason})`, r.now);
  return row;
}
