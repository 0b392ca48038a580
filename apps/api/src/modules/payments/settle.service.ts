import type { Db } from '@store/db';
import { assertTransition, DomainError, isOrderState, type OrderState, validationError } from '@store/domain';
import { insertOrderEvents, takeCapacity } from '../orders/orders.repository';
import { lockPayment, markPaid, setOrderStatus } from './payments.repository';

export type Settlement = {
  providerOrderId: string;
  providerPaymentId: string;
  /** What the provider says was paid; checked against the stored order before anything changes. */
  amountPaise: number;
  currency: string;
  /** browser | webhook | reconciliation */
  source: string;
};

/**
 * Marks an order paid, once, whoever reports it first (the browser, a webhook, the reconciliation
 * pass), in any order and any number of times. A payment after the hold ran out is kept only if the
 * places are still free; otherwise the order becomes refund_due. Nothing else ever changes.
 */
export async function settlePayment(db: Db, s: Settlement, now: Date) {
  return db.transaction(async (tx) => {
    const found = await lockPayment(tx, s.providerOrderId);
    if (!found) throw new DomainError('NOT_FOUND', `No order ${s.providerOrderId} is waiting for a payment`);
    const { payment, order } = found;
    if (payment.status === 'paid') return { orderId: order.id, status: order.status, changed: false };
    if (s.amountPaise !== payment.amount * 100 || s.currency !== payment.currency) {
      const message = `The payment of ${s.amountPaise / 100} ${s.currency} does not match the order's ${payment.amount} ${payment.currency}`;
      throw validationError({ amount: message }, message);
    }
    const from = order.status;
    if (!isOrderState(from)) throw new Error(`order ${order.id} has an unknown state ${from}`);
    const to = await afterPayment(tx, order, from);
    assertTransition(from, to);
    await markPaid(tx, payment.id, s.providerPaymentId, now);
    await setOrderStatus(tx, order.id, to, now);
    const cause =
      from === 'expired'
        ? to === 'placed'
          ? `paid after the hold ran out, places still free (${s.source})`
          : `paid after the hold ran out, places gone: refund due (${s.source})`
        : `paid (${s.source})`;
    await insertOrderEvents(tx, [
      { orderId: order.id, fromStatus: from, toStatus: to, cause, createdAt: now },
    ]);
    return { orderId: order.id, status: to, changed: true };
  });
}

async function afterPayment(
  db: Db,
  order: {
    experienceId: number;
    cityId: number;
    date: string | null;
    slotId: number | null;
    quantity: number;
  },
  from: OrderState,
): Promise<OrderState> {
  if (from === 'pending_payment') return 'placed';
  if (from !== 'expired') return 'refund_due';
  if (order.date === null || order.slotId === null) return 'placed';
  const key = {
    experienceId: order.experienceId,
    cityId: order.cityId,
    date: order.date,
    slotId: order.slotId,
  };
  return (await takeCapacity(db, key, order.quantity)) ? 'placed' : 'refund_due';
}
