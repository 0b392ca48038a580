import type { Db } from '@store/db';
import { formatInr, REFUND_MAX_FAILURES, refundRetryDelayMs } from '@store/domain';
import { queueOrderMessages } from '../messaging/queue-messages.service';
import { applyOrderEvent, noteOnOrder } from '../orders/lifecycle.service';
import { insertWalletTransaction } from '../wallet/wallet.repository';
import { openRefund } from './open-refund';
import { customerOf, failedRefunds, type RefundRow, updateRefund } from './refunds.repository';

type Word = { outcome: 'processed' | 'failed'; providerRefundId?: string; source: string; detail?: string };

/**
 * The provider's final word on a refund, in the caller's transaction with the refund locked (the
 * caller has checked it is still pending or requested). Processed: the money reached the payment
 * (or the wallet, credited here), and the order becomes refunded through the lifecycle, which
 * tells the customer (an order that keeps its state: told here, once per refund). Failed: kept as it was, and a new refund takes over after a wait, up to
 * REFUND_MAX_FAILURES; then it is left to the operators. Every step is an audit row.
 */
export async function settleRefund(tx: Db, refund: RefundRow, word: Word, now: Date): Promise<void> {
  const id = word.providerRefundId ?? refund.providerRefundId ?? refund.idempotencyKey;
  await updateRefund(tx, refund.id, {
    status: word.outcome,
    providerRefundId: word.providerRefundId ?? refund.providerRefundId,
    settledAt: now,
    updatedAt: now,
  });
  if (word.outcome === 'processed') {
    if (refund.destination === 'wallet') await creditWallet(tx, refund, now);
    const where = refund.destination === 'wallet' ? 'credited to the wallet' : `processed (${word.source})`;
    await noteOnOrder(tx, refund.orderId, `refund ${id} of ${formatInr(refund.amount)} ${where}`, now);
    const { move } = await applyOrderEvent(tx, refund.orderId, { type: 'refund_issued' }, { now });
    // Refund due becomes refunded, and the lifecycle tells the customer; an order keeping its state
    // (an operator's partial refund) does not move, so the customer hears of this refund here.
    if (move.to === move.from)
      await queueOrderMessages(
        tx,
        { id: refund.orderId, customerId: await customerOf(tx, refund.orderId) },
        ['order_refunded'],
        now,
        `refund-${refund.id}`,
      );
    return;
  }
  // This refund is already marked failed above, so it is counted.
  const failures = await failedRefunds(tx, refund.orderId);
  const why = word.detail ? `: ${word.detail}` : '';
  await noteOnOrder(
    tx,
    refund.orderId,
    `refund ${id} of ${formatInr(refund.amount)} failed (${word.source})${why}`,
    now,
  );
  if (failures >= REFUND_MAX_FAILURES) {
    await noteOnOrder(tx, refund.orderId, `refund failed ${failures} times: left to the operators`, now);
    return;
  }
  await openRefund(tx, {
    orderId: refund.orderId,
    amount: refund.amount,
    destination: refund.destination,
    reason: `${refund.reason}; try ${failures + 1} after a failed refund`,
    now,
    firstTryAt: new Date(now.getTime() + refundRetryDelayMs(failures)),
  });
}

async function creditWallet(tx: Db, refund: RefundRow, now: Date) {
  const customerId = await customerOf(tx, refund.orderId);
  if (customerId === null) throw new Error(`order ${refund.orderId} has no customer to credit`);
  await insertWalletTransaction(tx, {
    userId: customerId,
    amount: refund.amount,
    kind: 'refund',
    orderId: refund.orderId,
    note: `Refund for order #${refund.orderId}`,
    createdAt: now,
  });
}
