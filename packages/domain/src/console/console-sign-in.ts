import type { WindowLimit } from '../accounts/sign-in-limits';

// The operator console's sign-in: the account's password, then a one-time code
// texted to its mobile. Its session is shorter-lived than a customer's: it can refund money.
const MINUTE_MS = 60_000;

/** A console session ends after this long unused, and in any case this long after it began. */
export const CONSOLE_SESSION_IDLE_MS = 2 * 60 * MINUTE_MS;
export const CONSOLE_SESSION_ABSOLUTE_MS = 12 * 60 * MINUTE_MS;

/**
 * Codes typed, right or wrong, on top of each code's own OTP_MAX_GUESSES: a new password step
 * brings a new code, so without these an attacker holding the password could guess for ever.
 */
export const CONSOLE_CODE_LIMITS = {
  perAccount: { limit: 10, windowMs: 15 * MINUTE_MS },
  perAddress: { limit: 30, windowMs: 15 * MINUTE_MS },
} as const satisfies Record<string, WindowLimit>;

export const CONSOLE_SIGN_IN_MESSAGES = {
  notOperator: 'This account cannot use the console.',
  codes: 'Too many codes tried. Please try again in 15 minutes.',
  storeSession: 'Sign in to the console with your password and the code texted to you.',
  adminOnly: 'Only an admin may do this.',
} as const;

/** The mobile as the code step shows it: the last four digits only ("******0009"). */
export function maskMobile(mobile: string): string {
  return `${'*'.repeat(Math.max(0, mobile.length - 4))}${mobile.slice(-4)}`;
}
