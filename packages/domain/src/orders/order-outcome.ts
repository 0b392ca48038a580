import type { OrderState } from './order-process';

/** The states in which the customer's booking stands confirmed: paid or cash on delivery, and on. */
const CONFIRMED: ReadonlySet<string> = new Set<OrderState>([
  'placed',
  'sent_to_vendor',
  'accepted',
  'on_the_way',
  'completed',
]);

export const isBookingConfirmed = (status: string): boolean => CONFIRMED.has(status);

/**
 * The tracking page's headline for a confirmed booking: it follows the booking to its end, so a
 * booking done days ago no longer reads as merely confirmed.
 */
const CONFIRMED_HEADLINES: Readonly<Record<string, string>> = {
  on_the_way: 'Your partner is on the way',
  completed: 'Your booking is complete',
};

export const confirmedHeadline = (status: string): string =>
  CONFIRMED_HEADLINES[status] ?? 'Your booking is confirmed';

/** Where the order's money stands, as its last line says it. */
export type PaymentStanding = 'pay_on_delivery' | 'paid' | 'to_pay' | 'nothing_due';

/** The money was taken and is owed back, or was given back: the order was paid. */
const PAID_THEN_CALLED_OFF: ReadonlySet<string> = new Set<OrderState>(['refund_due', 'refunded']);

export function paymentStanding(o: {
  status: string;
  paymentMethod: string;
  payable: number;
}): PaymentStanding {
  if (PAID_THEN_CALLED_OFF.has(o.status)) return 'paid';
  // Called off before any money was taken: nothing is owed either way.
  if (o.status === 'cancelled' || o.status === 'expired') return 'nothing_due';
  if (o.paymentMethod === 'cod') return 'pay_on_delivery';
  return isBookingConfirmed(o.status) || o.payable === 0 ? 'paid' : 'to_pay';
}

/** Bookings that ended without taking place: nothing is left to answer, add or review for them. */
const CALLED_OFF: ReadonlySet<string> = new Set<OrderState>([
  'expired',
  'cancelled',
  'refund_due',
  'refunded',
]);

export const isCalledOff = (status: string): boolean => CALLED_OFF.has(status);
