import type { Db } from '@store/db';
import {
  type CaptureOutcome,
  captureOutcome,
  DomainError,
  REFUND_DUE_CAPTURES,
  rupeesOf,
  toPaise,
  validationError,
} from '@store/domain';
import { countPaymentSettled } from '../../observability';
import { applyOrderEvent, noteOnOrder } from '../../order-core';
import { lockPayment, markPaid, recordCapture } from '../payments.repository';
import { latePaymentChecks } from './late-payment.service';

export type Settlement = {
  providerOrderId: string;
  providerPaymentId: string;
  /** What the provider says was paid; checked against the stored order before anything changes. */
  amountPaise: number;
  currency: string;
  /** browser | webhook | reconciliation | paytm */
  source: string;
};

export type SettleResult = {
  orderId: number;
  status: string;
  changed: boolean;
  capture: CaptureOutcome;
  /** For a capture of the wrong amount: what the payer is told. */
  mismatch?: string;
};

/**
 * Marks an order paid, once, whoever reports it first (the browser, a webhook, the reconciliation
 * pass), in any order and any number of times. Every capture is recorded; a second capture of a
 * paid order, or one of the wrong amount, is kept as refund due with an audit row, never dropped.
 * A payment after the hold ran out is kept only if the order can take back what its expiry gave
 * away (late-payment.service.ts); otherwise the order becomes refund_due.
 */
export async function settlePayment(db: Db, s: Settlement, now: Date): Promise<SettleResult> {
  const result = await settleInTransaction(db, s, now);
  // Counted once committed: whoever reported it first settles it, the others change nothing.
  if (result.changed) countPaymentSettled(s.source);
  return result;
}

function settleInTransaction(db: Db, s: Settlement, now: Date): Promise<SettleResult> {
  return db.transaction(async (tx) => {
    const found = await lockPayment(tx, s.providerOrderId);
    if (!found) throw new DomainError('NOT_FOUND', `No order ${s.providerOrderId} is waiting for a payment`);
    const { payment, order } = found;
    const capture = captureOutcome({
      expectedPaise: toPaise(payment.amount),
      expectedCurrency: payment.currency,
      amountPaise: s.amountPaise,
      currency: s.currency,
      paidWith: payment.status === 'paid' ? payment.providerPaymentId : null,
      providerPaymentId: s.providerPaymentId,
    });
    const firstReport = await recordCapture(tx, {
      paymentId: payment.id,
      providerPaymentId: s.providerPaymentId,
      amountPaise: s.amountPaise,
      currency: s.currency,
      source: s.source,
      outcome: capture,
      refundDue: REFUND_DUE_CAPTURES.has(capture),
      createdAt: now,
    });
    const unchanged: SettleResult = { orderId: order.id, status: order.status, changed: false, capture };
    if (capture === 'already_settled') return unchanged;
    if (capture === 'mismatch') {
      unchanged.mismatch = `The payment of ${rupeesOf(s.amountPaise)} ${s.currency} does not match the order's ${payment.amount} ${payment.currency}`;
    }
    if (capture !== 'settles') {
      if (firstReport) {
        const what =
          capture === 'second_capture'
            ? `a second capture ${s.providerPaymentId} of ${rupeesOf(s.amountPaise)} ${s.currency}`
            : `a capture ${s.providerPaymentId} of ${rupeesOf(s.amountPaise)} ${s.currency} where ${payment.amount} ${payment.currency} was asked`;
        await noteOnOrder(tx, order.id, `${what}: refund due (${s.source})`, now);
      }
      return unchanged;
    }

    const late = order.status === 'expired' ? await latePaymentChecks(tx, order, now) : undefined;
    const { move } = await applyOrderEvent(tx, order.id, { type: 'paid', source: s.source, late }, { now });
    await markPaid(tx, payment.id, s.providerPaymentId, now);
    return { orderId: order.id, status: move.to, changed: true, capture };
  });
}

/** For callers that answer the payer: a capture of the wrong amount is refused (it is recorded). */
export function assertNotMismatched(result: SettleResult): void {
  if (result.mismatch) throw validationError({ amount: result.mismatch }, result.mismatch);
}
