// Limits against guessing and SMS pumping (issue 11, items 10 and 13). Counted in the database per
// fixed window, so every API process shares them. Addresses are generous: mobile carriers put many
// people behind one address; accounts are tight.
const MINUTE_MS = 60_000;

export type WindowLimit = { readonly limit: number; readonly windowMs: number };

/** Password sign-in attempts (right or wrong), counted before any hash is spent. */
export const PASSWORD_LOGIN_LIMITS = {
  perAccount: { limit: 10, windowMs: 15 * MINUTE_MS },
  perAddress: { limit: 20, windowMs: 15 * MINUTE_MS },
} as const satisfies Record<string, WindowLimit>;

/** Registrations from one address (each also needs a texted code, itself limited). */
export const REGISTER_LIMITS = {
  perAddress: { limit: 30, windowMs: 60 * MINUTE_MS },
} as const satisfies Record<string, WindowLimit>;

/**
 * Code sends on top of the per-mobile limits (OTP_SEND_LIMITS), per address (an IPv6 /64). No
 * store-wide cap: one client spending it would stop every customer's codes.
 */
export const OTP_SEND_WIDE_LIMITS = {
  perAddress: { limit: 60, windowMs: 15 * MINUTE_MS },
} as const satisfies Record<string, WindowLimit>;

/** Texts older than this leave the SMS outbox: a code is valid 5 minutes, so nobody needs it after. */
export const SMS_OUTBOX_TTL_MS = 15 * MINUTE_MS;

/** Password hashes at once (each scrypt hash takes 128 MiB), and how many may wait for one. */
export const PASSWORD_HASH_CONCURRENCY = 2;
export const PASSWORD_HASH_QUEUE = 16;

export const SIGN_IN_LIMIT_MESSAGES = {
  login: 'Too many sign-in attempts. Please try again in 15 minutes.',
  register: 'Too many registrations from this network. Please try again later.',
  codes: 'Too many OTPs requested. Please try again later.',
} as const;

/** The start of the fixed window that holds `now`. */
export function windowStart(now: Date, windowMs: number): Date {
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}
