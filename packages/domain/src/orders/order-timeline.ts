import type { OrderState } from './order-process';

/** What the customer reads for each state of their order, on its tracking page and in its messages. */
export const ORDER_STATE_LABELS: Readonly<Record<OrderState, string>> = {
  pending_payment: 'Waiting for payment',
  expired: 'Payment time ran out',
  placed: 'Booking confirmed',
  offline_pending: 'Waiting for your confirmation',
  sent_to_vendor: 'Finding your partner',
  accepted: 'Partner confirmed',
  rejected: 'Finding another partner',
  on_the_way: 'On the way',
  completed: 'Completed',
  cancelled: 'Cancelled',
  refund_due: 'Refund on its way',
  refunded: 'Refunded',
};

export type TimelineStep = { status: OrderState; label: string; at: Date };

/**
 * The steps an order went through, oldest first, from its audit rows. Rows that only record
 * something (a failed payment, cash collected) keep the state and are not steps.
 */
export function orderTimeline(
  events: readonly { fromStatus: OrderState | null; toStatus: OrderState; createdAt: Date }[],
): TimelineStep[] {
  return events
    .filter((e) => e.fromStatus !== e.toStatus)
    .map((e) => ({ status: e.toStatus, label: ORDER_STATE_LABELS[e.toStatus], at: e.createdAt }));
}
