import { createHmac, timingSafeEqual } from 'node:crypto';
import { trackOrderPath } from '@store/domain';

/**
 * An order's tracking link, as its messages carry it: `/track_order/{id}?key=…`, where the key is
 * an HMAC of the order id under the store's link secret (128 bits, so it cannot be guessed). It
 * opens that order alone, on any device, without signing in; changing the secret ends every link.
 */
/**
 * The in-process tests' secret (buildApp without one). A started API never uses it: production
 * requires LINK_SECRET and any other start uses its database's own random secret.
 */
export const DEVELOPMENT_LINK_SECRET = 'development-link-secret-not-for-production';

export function trackingKey(secret: string, orderId: number): string {
  return createHmac('sha256', secret).update(`track-order:${orderId}`).digest('base64url').slice(0, 22);
}

export function isTrackingKey(secret: string, orderId: number, key: string): boolean {
  const expected = Buffer.from(trackingKey(secret, orderId));
  const given = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function trackingUrl(storeUrl: string, secret: string, orderId: number): string {
  const url = new URL(trackOrderPath(orderId), storeUrl);
  url.searchParams.set('key', trackingKey(secret, orderId));
  return url.toString();
}
