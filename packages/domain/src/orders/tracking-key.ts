/**
 * How long an order's tracking link (`/track_order/{id}?key=…`) opens the order without signing
 * in: it travels in texts and messages that outlive the visit, so it must not open the customer's
 * name, address and booking for ever. After the last day the customer signs in instead.
 */
export const TRACKING_KEY_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The instant a tracking key stops working: the end of the TRACKING_KEY_DAYS-th day after the
 * slot's date (a whole extra day, so no city's time zone ends it early), or after the day the order
 * was made when it has no slot date (an add-on bought after the booking).
 */
export function trackingKeyExpiresAt(slotDate: string | null, createdAt: Date): Date {
  const base = slotDate
    ? Date.parse(`${slotDate}T00:00:00Z`)
    : Date.parse(`${createdAt.toISOString().slice(0, 10)}T00:00:00Z`);
  return new Date(base + (TRACKING_KEY_DAYS + 1) * DAY_MS);
}

export function isTrackingKeyExpired(slotDate: string | null, createdAt: Date, now: Date): boolean {
  return now.getTime() >= trackingKeyExpiresAt(slotDate, createdAt).getTime();
}
