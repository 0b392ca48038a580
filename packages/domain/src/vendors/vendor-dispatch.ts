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
  /** The vendor read out the code texted to their mobile: until then they are asked nothing. */
  mobileVerified: boolean;
  /** Paused: asked nothing while the local date is before this one; null when not paused. */
  pausedUntil: string | null;
  /** The pincodes they serve in the order's city; null when they serve all of it. */
  pincodes: readonly string[] | null;
  /** Bookings a day they take (null: no limit), and how many they are asked for or hold that day. */
  dailyCapacity: number | null;
  heldThatDay: number;
};

/** What the dispatch knows of the order: its slot's date, pincode, today's local date, who was asked. */
export type OrderToDispatch = {
  date: string | null;
  pincode: string | null;
  /** The local date in the order's city, from the injected clock. */
  today: string;
  asked: ReadonlySet<number>;
};

/** Why a vendor is not asked for an order, in the operators' words. */
export type NotAskedReason =
  | 'inactive'
  | 'mobile not verified'
  | 'paused'
  | 'not working that day'
  | 'pincode not served'
  | 'full that day'
  | 'asked before';

/** Whether a vendor is paused on a local date: the pause ends by itself on its date. */
export const isPaused = (pausedUntil: string | null, today: string): boolean =>
  pausedUntil !== null && today < pausedUntil;

/** Why this vendor is not asked for the order (undefined: they may be). */
export function notAskedReason(c: VendorCandidate, order: OrderToDispatch): NotAskedReason | undefined {
  if (!c.active) return 'inactive';
  if (!c.mobileVerified) return 'mobile not verified';
  if (isPaused(c.pausedUntil, order.today)) return 'paused';
  if (order.date !== null && !c.workingDays.includes(dayOfWeek(order.date))) return 'not working that day';
  if (c.pincodes !== null && (order.pincode === null || !c.pincodes.includes(order.pincode)))
    return 'pincode not served';
  if (order.date !== null && c.dailyCapacity !== null && c.heldThatDay >= c.dailyCapacity)
    return 'full that day';
  if (order.asked.has(c.vendorId)) return 'asked before';
  return undefined;
}

/**
 * The first eligible vendor by rank: active, mobile proven, not paused, working on the slot's
 * weekday (an order without a date is not held to one, nor to a daily capacity), serving its
 * pincode, not at their capacity that day, and not already asked for this order (a vendor who
 * rejected or let the request lapse is not asked again). Undefined when nobody is left: the
 * operators take over.
 */
export function nextVendor(
  candidates: readonly VendorCandidate[],
  order: OrderToDispatch,
): VendorCandidate | undefined {
  return [...candidates]
    .sort((a, b) => a.rank - b.rank || a.vendorId - b.vendorId)
    .find((c) => notAskedReason(c, order) === undefined);
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
