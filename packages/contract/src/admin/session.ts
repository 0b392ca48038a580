import { OPERATOR_ROLES, OTP_LENGTH, OTP_PATTERN } from '@store/domain';
import { z } from 'zod';
import { mobileField } from '../accounts';
import { text } from '../bounds';

// ── POST /admin/v1/session/password: the account's password, the first factor ──
export const consolePasswordBody = z.object({
  mobile: mobileField,
  password: text(200, 'password').min(1, 'password is required'),
});

/** The second step's key: the code texted now is bound to it, and it to the password just checked. */
export const consoleChallenge = z.object({
  challenge: z.string(),
  /** Where the code went, all but the last four digits hidden. */
  mobile_hint: z.string(),
  /** Seconds the code stays valid. */
  expires_in: z.number().int(),
});

// ── POST /admin/v1/session/code: the one-time code, the second factor ──
export const consoleCodeBody = z.object({
  mobile: mobileField,
  challenge: text(100, 'challenge').trim().min(16, 'challenge is required'),
  code: text(20, 'code').trim().regex(OTP_PATTERN, `code must be ${OTP_LENGTH} digits`),
});

export const consoleOperator = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  mobile: z.string().nullable(),
  role: z.enum(OPERATOR_ROLES),
});
export type ConsoleOperator = z.infer<typeof consoleOperator>;

/** A console session: its token works on the console's API only (X-CSRF-TOKEN or Bearer). */
export const consoleSession = z.object({ token: z.string(), operator: consoleOperator });
