import { validationError } from '../errors/domain-error';
import { formatInr } from '../format/inr';
import { decideOrder } from '../orders/order-events';
import { type OrderState, UNPAID_STATES } from '../orders/order-process';
import type { Rupees } from '../pricing/money';

/**
 * What of an order's online payment can still go back: what was paid, less every refund that is
 * done or on its way (a failed one gave nothing back). Never below zero.
 */
export function refundableLeft(o: { paidOnline: Rupees; refunded: Rupees }): Rupees {
  return Math.max(0, o.paidOnline - o.refunded);
}

/**
 * Whether an order in this state may be refunded (part of its money, or the rest): one that took
 * money and keeps its state meanwhile, or owes it all back (refund due becomes refunded). Not one
 * still waiting for its payment, nor one that ended without taking any.
 */
export function isRefundableState(state: OrderState): boolean {
  if ((UNPAID_STATES as readonly OrderState[]).includes(state)) return false;
  return decideOrder(state, { type: 'refund_issued' }).ok;
}

/** Whether an operator is offered a refund of the order now: its state allows it, money is left, none on its way. */
export function refundOffered(o: { state: OrderState; refundable: Rupees; inFlight: boolean }): boolean {
  return isRefundableState(o.state) && o.refundable > 0 && !o.inFlight;
}

/** Nothing is ever refunded beyond what was paid, counting what went back before. */
export function assertRefundWithin(r: { amount: Rupees; paid: Rupees; refunded: Rupees }): void {
  if (!Number.isSafeInteger(r.amount) || r.amount <= 0) {
    throw validationError({ amount: 'must be a whole number of rupees above 0' });
  }
  if (r.amount > refundableLeft({ paidOnline: r.paid, refunded: r.refunded })) {
    const before = r.refunded > 0 ? ` (${formatInr(r.refunded)} of it already refunded)` : '';
    const message = `A refund of ${formatInr(r.amount)} is more than the ${formatInr(r.paid)} paid${before}.`;
    throw validationError({ amount: message }, message);
  }
}
