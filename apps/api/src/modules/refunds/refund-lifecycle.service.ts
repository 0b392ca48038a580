import { randomBytes } from 'node:crypto';
import type { Db } from '@store/db';
import {
  assertRefundWithin,
  decideRefund,
  formatInr,
  type RefundDestination,
  type RefundEvent,
  type RefundMove,
} from '@store/domain';
import { queueOrderMessages } from '../messaging';
import { applyOrderEvent, noteOnOrder } from '../order-core';
import { creditRefund } from '../wallet';
import {
  claimDueRefunds as claimRefunds,
  insertRefund,
  lockRefund,
  type RefundMatch,
  type RefundRow,
  updateRefund,
} from './refund-lifecycle.repository';
import { customerOf, failedRefunds, paidPaymentOf, refundedSoFar } from './refunds.repository';

/**
 * The one writer of a refund's state (docs/architecture.md, "Refunds and vendor requests: one
 * writer each"): it opens refunds, and applies what happens to one as the domain's refund process
 * decides (packages/domain/src/refunds/refund-process.ts), with its effects on the order (an audit
 * row of every step, the wallet credited, the order refunded, the customer told). Every function
 * runs in the caller's transaction; the calls to the provider are the caller's, before it.
 */

export type { RefundRow };

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

/**
 * Refunds due a try now, each kept from other runners until `leaseUntil` (the refund's next try,
 * should this run not reach the end of it).
 */
export const claimDueRefunds = (tx: Db, now: Date, leaseUntil: Date, limit: number) =>
  claimRefunds(tx, now, leaseUntil, limit);

/** What happened to a refund, with what its row and the order's audit trail keep of it. */
export type RefundStep =
  | { type: 'requested'; providerRefundId: string; provider: string }
  | { type: 'still_pending' }
  | { type: 'try_failed'; error: unknown }
  | { type: 'deferred' }
  | { type: 'processed' | 'failed'; source: string; providerRefundId?: string; detail?: string };

/**
 * Applies a step to a refund: locks it, asks the refund process, and writes the move with its
 * effects. `applied` is false when no refund matched or it was already final: a webhook twice, or
 * late, changes nothing again.
 */
export async function applyRefundStep(
  tx: Db,
  match: RefundMatch,
  step: RefundStep,
  now: Date,
): Promise<{ applied: boolean }> {
  const refund = await lockRefund(tx, match);
  if (!refund) return { applied: false };
  const event: RefundEvent =
    step.type === 'failed'
      ? { type: 'failed', failedBefore: await failedRefunds(tx, refund.orderId) }
      : { type: step.type };
  const decision = decideRefund(refund, event);
  if (!decision.ok) {
    if (decision.settled) return { applied: false };
    throw new Error(`refund ${refund.id}: ${decision.refusal}`);
  }
  const next = (move: RefundMove) => new Date(now.getTime() + (move.nextTryInMs ?? 0));
  switch (step.type) {
    case 'requested':
      await updateRefund(tx, refund.id, {
        status: decision.to,
        providerRefundId: step.providerRefundId,
        nextTryAt: next(decision),
        updatedAt: now,
      });
      await noteOnOrder(
        tx,
        refund.orderId,
        `refund ${step.providerRefundId} requested from ${step.provider}`,
        now,
      );
      break;
    case 'still_pending':
    case 'deferred':
      await updateRefund(tx, refund.id, { nextTryAt: next(decision), updatedAt: now });
      break;
    case 'try_failed': {
      const message = (step.error instanceof Error ? step.error.message : String(step.error)).slice(0, 500);
      const nextTryAt = next(decision);
      await updateRefund(tx, refund.id, {
        tries: decision.tries,
        nextTryAt,
        lastError: message,
        updatedAt: now,
      });
      await noteOnOrder(
        tx,
        refund.orderId,
        `refund try ${decision.tries} did not reach the provider (${message}); tried again at ${nextTryAt.toISOString()}`,
        now,
      );
      break;
    }
    case 'processed':
    case 'failed':
      await settle(tx, refund, decision, step, now);
  }
  return { applied: true };
}

/**
 * The provider's final word on a refund. Processed: the money reached the payment (or the wallet,
 * credited here), and the order becomes refunded through the order lifecycle, which tells the
 * customer (an order that keeps its state, an operator's partial refund: told here, once per
 * refund). Failed: kept as it was, and a new refund of the same amount takes over after a wait, up
 * to REFUND_MAX_FAILURES; then it is left to the operators. Every step is an audit row.
 */
async function settle(
  tx: Db,
  refund: RefundRow,
  move: RefundMove,
  word: Extract<RefundStep, { type: 'processed' | 'failed' }>,
  now: Date,
): Promise<void> {
  const id = word.providerRefundId ?? refund.providerRefundId ?? refund.idempotencyKey;
  await updateRefund(tx, refund.id, {
    status: move.to,
    providerRefundId: word.providerRefundId ?? refund.providerRefundId,
    settledAt: now,
    updatedAt: now,
  });
  if (move.to === 'processed') {
    if (refund.destination === 'wallet') await creditWallet(tx, refund, now);
    const where = refund.destination === 'wallet' ? 'credited to the wallet' : `processed (${word.source})`;
    await noteOnOrder(tx, refund.orderId, `refund ${id} of ${formatInr(refund.amount)} ${where}`, now);
    const order = await applyOrderEvent(tx, refund.orderId, { type: 'refund_issued' }, { now });
    // Refund due becomes refunded, and the lifecycle tells the customer; an order keeping its state
    // (an operator's partial refund) does not move, so the customer hears of this refund here.
    if (order.move.to === order.move.from)
      await queueOrderMessages(
        tx,
        { id: refund.orderId, customerId: order.order.customerId },
        ['order_refunded'],
        now,
        `refund-${refund.id}`,
      );
    return;
  }
  const why = word.detail ? `: ${word.detail}` : '';
  await noteOnOrder(
    tx,
    refund.orderId,
    `refund ${id} of ${formatInr(refund.amount)} failed (${word.source})${why}`,
    now,
  );
  const after = move.afterFailure;
  if (!after) return;
  if ('escalate' in after) {
    const { failures } = after.escalate;
    await noteOnOrder(tx, refund.orderId, `refund failed ${failures} times: left to the operators`, now);
    return;
  }
  await openRefund(tx, {
    orderId: refund.orderId,
    amount: refund.amount,
    destination: refund.destination,
    reason: `${refund.reason}; try ${after.retry.failures + 1} after a failed refund`,
    now,
    firstTryAt: new Date(now.getTime() + after.retry.afterMs),
  });
}

async function creditWallet(tx: Db, refund: RefundRow, now: Date) {
  const customerId = await customerOf(tx, refund.orderId);
  if (customerId === null) throw new Error(`order ${refund.orderId} has no customer to credit`);
  await creditRefund(tx, { userId: customerId, amount: refund.amount, orderId: refund.orderId, now });
}
