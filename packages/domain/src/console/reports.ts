import { validationError } from '../errors/domain-error';
import type { OrderState } from '../orders/order-process';
import { addDays } from '../time/ymd';

// The console's reports: bookings and revenue per day, city and experience.

/** Orders that count as bookings: booked at some point (paid, or cash on delivery), whatever came after. */
export const REPORTED_ORDER_STATES = [
  'placed',
  'sent_to_vendor',
  'accepted',
  'rejected',
  'on_the_way',
  'completed',
  'cancelled',
  'refund_due',
  'refunded',
] as const satisfies readonly OrderState[];

/** The longest period one report covers. */
export const REPORT_MAX_DAYS = 366;

/**
 * Every day of a report's period, `from` to `to` both included (local dates, YYYY-MM-DD). A period
 * that ends before it starts, or is longer than REPORT_MAX_DAYS, is a 400 naming `to`.
 */
export function reportDays(from: string, to: string): string[] {
  if (to < from) throw validationError({ to: 'to must be on or after from' }, 'to must be on or after from');
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    if (days.length === REPORT_MAX_DAYS) {
      const message = `A report covers at most ${REPORT_MAX_DAYS} days`;
      throw validationError({ to: message }, message);
    }
    days.push(day);
  }
  return days;
}

/** A share in percent with one decimal (12.5), halves up; 0 of nothing is 0. */
export function percentOf(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.round((part * 1000) / whole) / 10;
}

/** Orders that ended without taking place: cancelled, with money owed back, or refunded. */
export const CANCELLED_ORDER_STATES = [
  'cancelled',
  'refund_due',
  'refunded',
] as const satisfies readonly OrderState[];
