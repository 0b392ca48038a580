/** Order states (docs/server-rules.md, "Places and orders"). */
export const ORDER_STATES = [
  'pending_payment',
  'expired',
  'placed',
  'offline_pending',
  'sent_to_vendor',
  'accepted',
  'rejected',
  'on_the_way',
  'completed',
  'cancelled',
  'refund_due',
  'refunded',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/**
 * Every move an order may make, and nothing else. A paid order never silently disappears: the
 * only ways out of a taken payment are completion or refund_due, and refund_due only to refunded.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderState, readonly OrderState[]>> = {
  // Paid in time → placed; the 15-minute hold ran out unpaid → expired (its places go back).
  pending_payment: ['placed', 'expired', 'cancelled'],
  // A payment after the hold: placed if the places are still free, else the money goes back.
  expired: ['placed', 'refund_due'],
  placed: ['sent_to_vendor', 'cancelled', 'refund_due'],
  // Confirmed once by the customer: to online payment, or placed (cash on delivery where allowed,
  // or nothing left to pay); not confirmed within its window (or booked again) → expired.
  offline_pending: ['pending_payment', 'placed', 'expired', 'cancelled'],
  sent_to_vendor: ['accepted', 'rejected', 'cancelled', 'refund_due'],
  // sent_to_vendor: an operator takes it from its vendor and asks another (the console).
  accepted: ['on_the_way', 'completed', 'cancelled', 'refund_due', 'sent_to_vendor'],
  // Back to operations: another vendor, or the customer's money back.
  rejected: ['sent_to_vendor', 'refund_due', 'cancelled'],
  on_the_way: ['completed'],
  completed: [],
  // A payment that still arrives for a cancelled order is owed back.
  cancelled: ['refund_due'],
  refund_due: ['refunded'],
  refunded: [],
};

/** The states in which an order holds slot capacity: entering one takes it, leaving all releases it. */
export const HOLDS_CAPACITY: ReadonlySet<OrderState> = new Set<OrderState>([
  'pending_payment',
  'placed',
  'offline_pending',
  'sent_to_vendor',
  'accepted',
  'rejected',
  'on_the_way',
  'completed',
]);

/** Unpaid orders: their places, coupon use and wallet money are set aside until they end. */
export const UNPAID_STATES = ['pending_payment', 'offline_pending'] as const satisfies readonly OrderState[];

export function canTransition(from: OrderState, to: OrderState): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

export function isOrderState(value: unknown): value is OrderState {
  return typeof value === 'string' && (ORDER_STATES as readonly string[]).includes(value);
}

/** How long an unpaid online order holds its places (docs/server-rules.md, "Places and orders"). */
export const PAYMENT_HOLD_MS = 15 * 60_000;

/**
 * The state a new order starts in: an online order waits for its payment unless coupon and wallet
 * paid it all; cash on delivery is placed at once; an offline booking waits for the customer.
 */
export function initialOrderState(
  method: 'online' | 'cod' | 'offline',
  awaitingPayment: boolean,
): OrderState {
  if (method === 'online') return awaitingPayment ? 'pending_payment' : 'placed';
  return method === 'cod' ? 'placed' : 'offline_pending';
}

/** Spoken form of a state for audit causes and refusals ("pending payment"). */
export const stateText = (state: OrderState): string => state.replaceAll('_', ' ');

/** Bookings that are paid or confirmed and not yet under way: add-ons can be bought for these. */
const OPEN_FOR_CUSTOMIZATIONS: ReadonlySet<string> = new Set<OrderState>([
  'placed',
  'sent_to_vendor',
  'accepted',
]);

export const isOpenForCustomizations = (state: string): boolean => OPEN_FOR_CUSTOMIZATIONS.has(state);

/**
 * Orders that did not go ahead, whether money was taken (and is owed or went back) or not: the
 * coupon use each took is given back. Not one that was only partly refunded: it keeps its state.
 */
export const UNDONE_STATES = [
  'expired',
  'cancelled',
  'refund_due',
  'refunded',
] as const satisfies readonly OrderState[];

/** Orders that ended without taking any money: a checkout link they used may be placed again. */
export const ENDED_UNPAID_STATES = ['expired', 'cancelled'] as const satisfies readonly OrderState[];
