import { DomainError } from '../errors/domain-error';
import type { Rupees } from '../pricing/money';
import { formatDisplayDateTime } from '../time/display';
import { type OrderState, PAYMENT_HOLD_MS } from './order-process';

const HOUR_MS = 3_600_000;

/**
 * How long an offline booking keeps its places while the customer decides how to pay: a day, as a
 * store would give someone booked over the phone, but never past the slot's own cut-off (its start
 * less the experience's min_hours), after which nobody could book the slot anyway.
 */
export const OFFLINE_HOLD_MS = 24 * HOUR_MS;

export function offlineHoldUntil(o: { now: Date; slotStart: Date | null; minHours: number }): Date {
  const window = o.now.getTime() + OFFLINE_HOLD_MS;
  if (o.slotStart === null) return new Date(window);
  return new Date(Math.min(window, o.slotStart.getTime() - o.minHours * HOUR_MS));
}

/** Until when an unpaid online order keeps its places, coupon use and wallet money. */
export function paymentHoldUntil(now: Date): Date {
  return new Date(now.getTime() + PAYMENT_HOLD_MS);
}

export type OfflinePayment = 'online' | 'cod';

/**
 * Where a confirmed offline booking goes: online payment waits for the provider (unless nothing is
 * left to pay); cash on delivery is placed at once, but only where the experience allows it.
 */
export function confirmedOfflineState(
  how: OfflinePayment,
  o: { codAvailable: boolean; payable: Rupees },
): OrderState {
  if (how === 'cod') {
    if (!o.codAvailable) {
      const message = 'Cash on delivery is not available for this experience. Please pay online.';
      throw new DomainError('COD_UNAVAILABLE', message, { payment_method: message });
    }
    return 'placed';
  }
  return o.payable > 0 ? 'pending_payment' : 'placed';
}

/** What the customer reads where a coupon or wallet money is set aside by an unpaid order. */
export function heldByUnpaidOrder(
  what: string,
  hold: { orderId: number; until: Date; timeZone: string },
): string {
  const until = formatDisplayDateTime(hold.until, hold.timeZone);
  return `${what} is held by your unpaid order #${hold.orderId} until ${until}. Pay for that order, or book this one to release it.`;
}

/** How and by when an offline booking is to be paid, as its result page says it. */
export function offlinePaymentText(o: { until: Date; timeZone: string; codAvailable: boolean }): string {
  const until = formatDisplayDateTime(o.until, o.timeZone);
  const how = o.codAvailable ? 'Pay online now, or choose cash on delivery' : 'Pay online';
  return `${how} by ${until}. After that the booking lapses and its places are released.`;
}

/** What an unpaid online order holds and until when, as its result page says it. */
export function unpaidHoldText(o: { until: Date; timeZone: string }): string {
  const until = formatDisplayDateTime(o.until, o.timeZone);
  return `Your places, coupon and wallet money are held for this booking until ${until}. Pay by then to keep them.`;
}
