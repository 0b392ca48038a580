import type { WindowLimit } from '../accounts/sign-in-limits';

/**
 * Gift codes are money to whoever types one first, so guessing must be hopeless: a code the server
 * makes is 16 letters of a 32-letter alphabet (80 bits; no 0/O or 1/I to misread), and tries are
 * limited per customer and per network.
 */
export const GIFT_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const GIFT_CODE_LENGTH = 16;

/** A new gift code from random bytes (one byte per letter; 256 is a multiple of 32, so no bias). */
export function giftCodeFrom(bytes: Uint8Array): string {
  if (bytes.length < GIFT_CODE_LENGTH) throw new Error(`a gift code needs ${GIFT_CODE_LENGTH} random bytes`);
  let code = '';
  for (let i = 0; i < GIFT_CODE_LENGTH; i += 1)
    code += GIFT_CODE_ALPHABET[(bytes[i] ?? 0) % GIFT_CODE_ALPHABET.length];
  return code;
}

/** Redemption tries, right or wrong: far above a customer with a drawer of gift cards. */
export const GIFT_REDEEM_LIMITS = {
  perUser: { limit: 10, windowMs: 60 * 60_000 },
  perAddress: { limit: 30, windowMs: 60 * 60_000 },
} as const satisfies Record<string, WindowLimit>;

export const GIFT_REDEEM_LIMIT_MESSAGE = 'Too many gift codes tried. Please try again in an hour.';

/** One answer for a code that does not exist, was redeemed or has expired: guessing learns nothing. */
export const GIFT_CODE_REFUSED =
  'This gift code cannot be redeemed. Check it, or contact us if you think it should work.';
