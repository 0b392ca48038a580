import { createHmac, timingSafeEqual } from 'node:crypto';
import { VENDOR_STATEMENTS_PATH } from '@store/domain';

/**
 * A vendor's link to their payout statements, the one place it is built and read: the store's page
 * `/vendor/statements?token=…`, where the token is `{vendor id}.{expiry ms}.{mac}` and the mac an
 * HMAC-SHA256 of both under the store's link secret (128 bits kept, as the booking request's link),
 * over a purpose of its own so no booking request's token opens statements. It names one vendor
 * only: the link never shows another vendor's statements. Changing the secret ends every link.
 */
export type StatementsToken = { vendorId: number; expiresAt: Date };

/** How long a statements link works from when it is given out. */
export const STATEMENTS_LINK_DAYS = 90;

const TOKEN = /^([1-9]\d{0,9})\.(\d{1,15})\.([A-Za-z0-9_-]{22})$/;

const mac = (secret: string, vendorId: number, expiresMs: number) =>
  createHmac('sha256', secret)
    .update(`vendor-statements:${vendorId}:${expiresMs}`)
    .digest('base64url')
    .slice(0, 22);

export function statementsToken(secret: string, vendorId: number, now: Date): string {
  const expires = now.getTime() + STATEMENTS_LINK_DAYS * 86_400_000;
  return `${vendorId}.${expires}.${mac(secret, vendorId, expires)}`;
}

/** The token's vendor and expiry when the store signed it; undefined for anything else. */
export function readStatementsToken(secret: string, token: string): StatementsToken | undefined {
  const match = TOKEN.exec(token);
  if (!match) return undefined;
  const vendorId = Number(match[1]);
  const expiresMs = Number(match[2]);
  const expected = Buffer.from(mac(secret, vendorId, expiresMs));
  const given = Buffer.from(match[3] ?? '');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { vendorId, expiresAt: new Date(expiresMs) };
}

/** The store's statements page with the token, as a path (the console adds the store's origin). */
export function statementsPath(secret: string, vendorId: number, now: Date): string {
  return `${VENDOR_STATEMENTS_PATH}?token=${encodeURIComponent(statementsToken(secret, vendorId, now))}`;
}
