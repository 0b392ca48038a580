import { addDays, dayOfWeek } from '../time/ymd';
import { ymdInZone } from '../time/zoned';

/** What the store keeps of a vendor's orders when neither the experience nor the vendor says. */
export const DEFAULT_COMMISSION_PERCENT = 20;

/** Payout weeks run Monday to Sunday in India's time, whatever the order's city. */
export const PAYOUT_TIME_ZONE = 'Asia/Kolkata';

/**
 * The percent the store keeps of one order: the experience's own when set (a product whose cost
 * differs, whoever serves it), else the vendor's (what was agreed with them), else the store's default.
 */
export function commissionPercent(set: {
  experience: number | null;
  vendor: number | null;
  fallback?: number;
}): number {
  return set.experience ?? set.vendor ?? set.fallback ?? DEFAULT_COMMISSION_PERCENT;
}

export type Share = { base: number; percent: number; commission: number; share: number };

/**
 * The vendor's share of a completed order. The base is what the order was priced at for the
 * experience and its customizations, surges included: the order's amount less its delivery charge
 * (the store's, for the courier). The coupon's discount and the wallet money do not lower it: the
 * store bears them. The commission is rounded down to a whole rupee, so any fraction is the vendor's.
 */
export function orderShare(order: { amount: number; deliveryCharges: number }, percent: number): Share {
  const base = Math.max(0, order.amount - order.deliveryCharges);
  const commission = Math.floor((base * percent) / 100);
  return { base, percent, commission, share: base - commission };
}

/**
 * What a refund of an order already on a statement takes back from its vendor: the vendor's share of
 * the refunded rupees (same rounding), never more than is left of the order's share. A negative line.
 */
export function refundTakeBack(refunded: number, percent: number, shareLeft: number): Share {
  const commission = Math.floor((refunded * percent) / 100);
  const back = Math.min(Math.max(0, shareLeft), refunded - commission);
  return { base: -refunded, percent, commission: -commission, share: -back };
}

/** The Monday (Y-M-D, India's time) of the payout week an instant falls in. */
export function payoutWeekOf(instant: Date): string {
  const day = ymdInZone(instant, PAYOUT_TIME_ZONE);
  return addDays(day, -((dayOfWeek(day) + 6) % 7));
}

/** The Sunday that ends the week starting on a Monday. */
export const payoutWeekEnd = (weekStart: string) => addDays(weekStart, 6);

export type PayoutRefusal = 'PAYOUT_ALREADY_PAID' | 'PAYOUT_NEGATIVE_TOTAL';

/**
 * Why a statement cannot be marked paid, or null when it can (a zero total may be closed). A week
 * still running may be paid early (a vendor who needs the money): whatever comes later in that week
 * goes to the vendor's next open statement.
 */
export function markPaidRefusal(statement: { paid: boolean; total: number }): PayoutRefusal | null {
  if (statement.paid) return 'PAYOUT_ALREADY_PAID';
  if (statement.total < 0) return 'PAYOUT_NEGATIVE_TOTAL';
  return null;
}
