import { createHmac, timingSafeEqual } from 'node:crypto';
import { trackOrderPath } from '@store/domain';

/**
 * The in-process tests' secret (buildApp without one). A started API never uses it: production
 * requires LINK_SECRET and any other start uses its database's own random secret.
 */
export const DEVELOPMENT_LINK_SECRET = 'development-link-secret-not-for-production';

/**
 * An order's tracking link, as its messages carry it: `/track_order/{id}?key=…`, where the key is
 * an HMAC of the order id under the store's link secret (128 bits, so it cannot be guessed). It
 * opens that order alone, on any device, without signing in; changing the secret ends every link.
 * The order's key version is signed too: version 0 keeps the links already sent working, and an
 * operator replacing the link bumps it so the old key stops at once. The key lasts a while only
 * (TRACKING_KEY_DAYS, checked where the order is opened).
 */
export function trackingKey(secret: string, orderId: number, version = 0): string {
  const signed = version === 0 ? `track-order:${orderId}` : `track-order:${orderId}:v${version}`;
  return createHmac('sha256', secret).update(signed).digest('base64url').slice(0, 22);
}

export function isTrackingKey(secret: string, orderId: number, key: string, version: number): boolean {
  const expected = Buffer.from(trackingKey(secret, orderId, version));
  const given = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The store path of an order's tracking link with its key (`/track_order/{id}?key=…`). */
export function trackingPath(secret: string, orderId: number, version: number): string {
  return `${trackOrderPath(orderId)}?key=${trackingKey(secret, orderId, version)}`;
}

export function trackingUrl(storeUrl: string, secret: string, orderId: number, version: number): string {
  const url = new URL(trackOrderPath(orderId), storeUrl);
  url.searchParams.set('key', trackingKey(secret, orderId, version));
  return url.toString();
}
