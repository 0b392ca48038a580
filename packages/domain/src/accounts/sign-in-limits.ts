// Limits against guessing and SMS pumping. Counted in the database per
// fixed window, so every API process shares them. Addresses are generous: mobile carriers put many
// people behind one address; accounts are tight.
const MINUTE_MS = 60_000;

export type WindowLimit = { readonly limit: number; readonly windowMs: number };

/** Password sign-in attempts (right or wrong) from one network, counted before any hash is spent. */
export const PASSWORD_LOGIN_LIMITS = {
  perAddress: { limit: 20, windowMs: 15 * MINUTE_MS },
} as const satisfies Record<string, WindowLimit>;

/**
 * Per account, attempts are not locked out for a window (a stranger typing wrong passwords would
 * lock the owner out): the first few are free, then each next attempt waits a delay after the
 * last that doubles, up to a few minutes. Guessing stays slow; the owner waits minutes at worst,
 * and a code sign-in never waits on it.
 */
export const PASSWORD_DELAYS = { freeAttempts: 5, firstDelayMs: 15_000, maxDelayMs: 5 * MINUTE_MS } as const;

/** How long after the last attempt the next one may come, once `attempts` were made. */
export function passwordDelayMs(attempts: number): number {
  const past = attempts - PASSWORD_DELAYS.freeAttempts;
  if (past < 0) return 0;
  return Math.min(PASSWORD_DELAYS.firstDelayMs * 2 ** Math.min(past, 20), PASSWORD_DELAYS.maxDelayMs);
}

/** The 429's words, with the wait rounded up to what a person reads. */
export function passwordWaitMessage(waitMs: number): string {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const wait = seconds < 60 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
  return `Too many password attempts for this account. Please try again in ${wait}, or log in with an OTP.`;
}

/**
 * Registrations from one address (each also needs a texted code, itself limited), and customers one
 * agent registers (no code needed, so an agent's session alone could otherwise fill the store with
 * accounts): far above a busy agent's hour at the phones.
 */
export const REGISTER_LIMITS = {
  perAddress: { limit: 30, windowMs: 60 * MINUTE_MS },
  perAgent: { limit: 40, windowMs: 60 * MINUTE_MS },
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
  agentRegister: 'You have registered many customers this hour. Please try again later.',
  codes: 'Too many OTPs requested. Please try again later.',
} as const;

/** The start of the fixed window that holds `now`. */
export function windowStart(now: Date, windowMs: number): Date {
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}
