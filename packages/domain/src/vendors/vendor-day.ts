import type { OrderState } from '../orders/order-process';
import { formatDisplayDate } from '../time/display';
import { addDays } from '../time/ymd';
import { zonedDateTimeToInstant } from '../time/zoned';

/**
 * The accepted vendor's day: from the request's link they mark "on the way",
 * add setup photos as proof, then mark "done". Each step once and in order; the order process
 * (order-process.ts) then moves the order, through the API's lifecycle owner.
 */
export type VendorDayStep = 'on_the_way' | 'done';

/** Setup photos per booking, and the largest file accepted for one (before it is re-encoded). */
export const SETUP_PHOTO_MAX_COUNT = 6;
export const SETUP_PHOTO_MAX_BYTES = 8 * 1024 * 1024;

/**
 * How long after the slot's day the accepted vendor's link still works: a setup that runs past
 * midnight can still be marked done and photographed. Past it, the link is expired for good.
 */
export const VENDOR_DAY_GRACE_MS = 6 * 3_600_000;

/**
 * Until when the accepted vendor's link works for the day's steps: the end of the slot's local day
 * plus the grace. A booking without a date (none in the catalogue today) gets a week from acceptance.
 */
export function vendorDayLinkEnd(order: { date: string | null; timeZone: string }, acceptedAt: Date): Date {
  if (order.date === null) return new Date(acceptedAt.getTime() + 7 * 24 * 3_600_000);
  const nextMidnight = zonedDateTimeToInstant(addDays(order.date, 1), '00:00', order.timeZone);
  return new Date(nextMidnight.getTime() + VENDOR_DAY_GRACE_MS);
}

/**
 * Why the vendor cannot mark the booking "on the way" yet (undefined: they can): the team sets out on
 * the slot's day, from its local midnight in the city. Marked earlier, the customer would be told
 * "on the way" days ahead and the day's photos could be added before anyone arrived. A booking
 * without a date has no such day.
 */
export function onTheWayNotYet(
  order: { date: string | null; timeZone: string },
  now: Date,
): string | undefined {
  if (order.date === null) return undefined;
  const opens = zonedDateTimeToInstant(order.date, '00:00', order.timeZone);
  if (now.getTime() >= opens.getTime()) return undefined;
  return `This booking is on ${formatDisplayDate(opens, order.timeZone)}: you can mark it on the way from that day.`;
}

/** What the vendor holding an order can do next, from its state; null when there is nothing left. */
export function nextVendorDayStep(state: OrderState): VendorDayStep | null {
  if (state === 'accepted') return 'on_the_way';
  if (state === 'on_the_way') return 'done';
  return null;
}

/**
 * Why the vendor holding an order cannot take this step now (undefined: they can). Done needs the
 * team on the way and at least one setup photo: the photos are the customer's proof.
 */
export function vendorDayStepRefusal(
  state: OrderState,
  step: VendorDayStep,
  photos: number,
): string | undefined {
  const next = nextVendorDayStep(state);
  if (next === step) {
    if (step === 'done' && photos < 1) return 'Add at least one setup photo before marking the booking done.';
    return undefined;
  }
  if (step === 'on_the_way' && (state === 'on_the_way' || state === 'completed'))
    return 'You already marked this booking on the way.';
  if (step === 'done' && state === 'completed') return 'You already marked this booking done.';
  if (step === 'done' && state === 'accepted') return 'Mark the booking on the way first.';
  return 'This booking is no longer open for you: it was cancelled or changed.';
}

/** Why these photos cannot be added now (undefined: they can): while on the way, up to the limit. */
export function setupPhotoRefusal(state: OrderState, existing: number, adding: number): string | undefined {
  if (state === 'accepted') return 'Mark the booking on the way first, then add the setup photos.';
  if (state === 'completed') return 'This booking is done: no more photos can be added.';
  if (state !== 'on_the_way') return 'This booking is no longer open for you: it was cancelled or changed.';
  if (adding < 1) return 'Choose at least one photo to upload.';
  if (existing + adding > SETUP_PHOTO_MAX_COUNT) {
    const left = Math.max(SETUP_PHOTO_MAX_COUNT - existing, 0);
    return `A booking takes at most ${SETUP_PHOTO_MAX_COUNT} setup photos: ${left === 0 ? 'no more can be added' : `${left} more can be added`}.`;
  }
  return undefined;
}

/** The image types accepted, told by the file's first bytes (its name and declared type may lie). */
export type SetupPhotoType = 'jpeg' | 'png' | 'webp';

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);

export function imageTypeOf(bytes: Uint8Array): SetupPhotoType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp';
  return undefined;
}
