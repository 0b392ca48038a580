import { createHmac, timingSafeEqual } from 'node:crypto';
import { VENDOR_RESPONSE_PATH } from '@store/domain';

/**
 * A booking request's link, the one place it is built and read: the store's vendor response page
 * `/vendor/response?token=…`, where the token is `{request id}.{expiry ms}.{mac}` and the mac an
 * HMAC-SHA256 of both under the store's link secret (128 bits kept, as the tracking link's key).
 * The request id and expiry cannot be changed without the secret; the expiry is the end of the
 * request's answer window. Changing the secret ends every link.
 *
 * The accepted vendor keeps the same link for the day's steps (on the way, photos, done): the
 * signed instant still names the request's window, and what the link may do after it is decided
 * by the request's state, not by a new token: accepted, until 6 h after the slot's day
 * (vendorDayLinkEnd in the domain). So the text the vendor already has works on the day.
 */
export type VendorToken = { requestId: number; expiresAt: Date };

const TOKEN = /^([1-9]\d{0,9})\.(\d{1,15})\.([A-Za-z0-9_-]{22})$/;

const mac = (secret: string, requestId: number, expiresMs: number) =>
  createHmac('sha256', secret)
    .update(`vendor-request:${requestId}:${expiresMs}`)
    .digest('base64url')
    .slice(0, 22);

export function vendorToken(secret: string, request: { id: number; answerBy: Date }): string {
  const expires = request.answerBy.getTime();
  return `${request.id}.${expires}.${mac(secret, request.id, expires)}`;
}

/** The token's request and expiry when the store signed it; undefined for anything else. */
export function readVendorToken(secret: string, token: string): VendorToken | undefined {
  const match = TOKEN.exec(token);
  if (!match) return undefined;
  const requestId = Number(match[1]);
  const expiresMs = Number(match[2]);
  const expected = Buffer.from(mac(secret, requestId, expiresMs));
  const given = Buffer.from(match[3] ?? '');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { requestId, expiresAt: new Date(expiresMs) };
}

/** The link a vendor is sent: the store's response page with the token. */
export function vendorResponseUrl(storeUrl: string, secret: string, request: { id: number; answerBy: Date }) {
  const url = new URL(VENDOR_RESPONSE_PATH, storeUrl);
  url.searchParams.set('token', vendorToken(secret, request));
  return url.toString();
}

/** Where the vendor's answer goes, on the API: a GET with `&response=1` (accept) or `0` (reject). */
export function vendorResponseApiPath(token: string): string {
  return `/v1/vendor/response?token=${encodeURIComponent(token)}`;
}
