import { dayOfWeek } from '../time/ymd';

/**
 * Which vendor a booking request goes to next, and how long that vendor has to answer
 * (a rejection or a timeout moves the request on).
 */

/** A vendor who serves the order's experience in its city, at its rank there (1 is asked first). */
export type VendorCandidate = {
  vendorId: number;
  rank: number;
  /** Weekdays the vendor works, 0 = Sunday as Date#getDay. */
  workingDays: readonly number[];
  active: boolean;
};

/**
 * The first eligible vendor by rank: active, working on the slot's weekday (an order without a
 * date is not held to one), and not already asked for this order (a vendor who rejected or let
 * the request lapse is not asked again). Undefined when nobody is left: the operators take over.
 */
export function nextVendor(
  candidates: readonly VendorCandidate[],
  order: { date: string | null; asked: ReadonlySet<number> },
): VendorCandidate | undefined {
  const weekday = order.date === null ? undefined : dayOfWeek(order.date);
  return [...candidates]
    .sort((a, b) => a.rank - b.rank || a.vendorId - b.vendorId)
    .find(
      (c) =>
        c.active &&
        !order.asked.has(c.vendorId) &&
        (weekday === undefined || c.workingDays.includes(weekday)),
    );
}

/** The answer windows of configuration: at most `maxMs`, never under `minMs`. */
export type AnswerWindowSettings = { maxMs: number; minMs: number };

/** Defaults of VENDOR_ANSWER_MAX_MINUTES and VENDOR_ANSWER_MIN_MINUTES. */
export const VENDOR_ANSWER_DEFAULTS: AnswerWindowSettings = { maxMs: 120 * 60_000, minMs: 15 * 60_000 };

/**
 * How long a vendor has to answer a request sent `now`: a quarter of the time left before the
 * slot, within [minMs, maxMs]. Far from the slot a vendor gets the full window; close to it the
 * window shrinks, so several vendors can still be asked in turn before the team has to leave.
 * An order without a slot time gets the full window.
 */
export function vendorAnswerWindowMs(
  settings: AnswerWindowSettings,
  now: Date,
  slotStart: Date | null,
): number {
  if (slotStart === null) return settings.maxMs;
  const quarter = Math.floor((slotStart.getTime() - now.getTime()) / 4);
  return Math.min(settings.maxMs, Math.max(settings.minMs, quarter));
}

/**
 * What a vendor's response says (docs/product.md, "Vendor response page"), as the API answers and
 * the page shows it.
 */
export const BOOKING_ACCEPTED = 'Booking Accepted';
export const BOOKING_REJECTED = 'Booking Rejected';

/** The response value (docs/product.md, "Vendor response page"): 0 rejects, 1 accepts. */
export const vendorResponseMessage = (response: 0 | 1): string =>
  response === 0 ? BOOKING_REJECTED : BOOKING_ACCEPTED;
