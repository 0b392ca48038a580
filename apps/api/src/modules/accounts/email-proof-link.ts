import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of an email proof link: `{user}.{expires}.{signature}`, the signature an HMAC under the
 * store's link secret of the account, the expiry and the address itself. The address is signed but
 * not carried, so the link names nobody's email, and it stops working once the account's address
 * changes; no row is kept for it.
 */
export function emailProofToken(secret: string, userId: number, email: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${userId}.${expires}.${signature(secret, userId, email, expires)}`;
}

/** The token's account and expiry, when well formed; the caller checks it against the account. */
export function readEmailProofToken(token: string): { userId: number; expiresAt: Date } | null {
  const match = /^(\d{1,10})\.(\d{1,12})\.[A-Za-z0-9_-]{22}$/.exec(token);
  if (!match) return null;
  return { userId: Number(match[1]), expiresAt: new Date(Number(match[2]) * 1000) };
}

/** Whether the token was signed for this account and this address. */
export function isEmailProofToken(secret: string, token: string, userId: number, email: string): boolean {
  const read = readEmailProofToken(token);
  if (!read || read.userId !== userId) return false;
  const expected = Buffer.from(emailProofToken(secret, userId, email, read.expiresAt));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function signature(secret: string, userId: number, email: string, expires: number): string {
  return createHmac('sha256', secret)
    .update(`email-proof:${userId}:${expires}:${email.toLowerCase()}`)
    .digest('base64url')
    .slice(0, 22);
}
