import type { OrderState } from '../orders/order-process';

/** States after which nothing more happens for the customer's day: the booking is history. */
const ENDED: ReadonlySet<OrderState> = new Set<OrderState>([
  'expired',
  'completed',
  'cancelled',
  'refund_due',
  'refunded',
]);

/** The same states for the repository's query. */
export const ENDED_ORDER_STATES: readonly OrderState[] = [...ENDED];

/** Upcoming Bookings holds an order while it has not ended and its day has not passed; else Past. */
/** What the bookings tabs call each state, as a customer reads it. */
export const BOOKING_STATUS_LABELS: Readonly<Record<OrderState, string>> = {
  pending_payment: 'Awaiting payment',
  expired: 'Not paid in time',
  placed: 'Confirmed',
  offline_pending: 'Awaiting your confirmation',
  sent_to_vendor: 'Confirmed',
  accepted: 'Confirmed',
  rejected: 'Confirmed',
  on_the_way: 'On the way',
  completed: 'Completed',
  cancelled: 'Cancelled',
  refund_due: 'Refund in progress',
  refunded: 'Refunded',
};
