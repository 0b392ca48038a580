import { OPERATOR_ROLES, OTP_LENGTH, OTP_PATTERN } from '@store/domain';
import { z } from 'zod';
import { emailField, mobileField, passwordField } from '../accounts';
import { text } from '../bounds';

// ── POST /admin/v1/session/password: the account's password, the first factor ──
export const consolePasswordBody = z.object({
  mobile: mobileField,
  password: text(200, 'password').min(1, 'password is required'),
});

/** The second step's key: bound to the password just checked (and to the code texted, if one was). */
export const consoleChallenge = z.object({
  challenge: z.string(),
  /**
   * What the code step asks for: the authenticator app's code (or a recovery code), or, for an
   * operator with no authenticator yet where this store allows it (never in production), a texted code.
   */
  factor: z.enum(['authenticator', 'text']),
  /** Where the code went, all but the last four digits hidden. */
  mobile_hint: z.string(),
  /** Seconds the code stays valid. */
  expires_in: z.number().int(),
});

const sixDigits = text(20, 'code').trim().regex(OTP_PATTERN, `code must be ${OTP_LENGTH} digits`);
const recoveryCode = text(40, 'recovery_code')
  .trim()
  .regex(/^[a-zA-Z0-9]{5}[\s-]?[a-zA-Z0-9]{5}$/, 'recovery_code must be 10 letters and digits');

// ── POST /admin/v1/session/code: the second factor, a 6-digit code or a recovery code ──
export const consoleCodeBody = z
  .object({
    mobile: mobileField,
    challenge: text(100, 'challenge').trim().min(16, 'challenge is required'),
    code: sixDigits.optional(),
    recovery_code: recoveryCode.optional(),
  })
  .refine((body) => (body.code === undefined) !== (body.recovery_code === undefined), {
    message: 'code or recovery_code is required (one of them)',
    path: ['code'],
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

/** The signed-in operator's authenticator: whether one is set up, and recovery codes left. */
export const consoleFactorStatus = z.object({
  enrolled: z.boolean(),
  recovery_codes_left: z.number().int(),
});

// ── POST /admin/v1/session/factor: starts setting up an authenticator ──
export const consoleFactorSetup = z.object({
  /** The secret in base 32, for typing into the app by hand. */
  secret: z.string(),
  /** The otpauth:// address a QR code carries. */
  uri: z.string(),
});

// ── POST /admin/v1/session/factor/confirm: a code from the app proves it, recovery codes come back ──
export const consoleFactorConfirmBody = z.object({ code: sixDigits });
export const consoleRecoveryCodes = z.object({ recovery_codes: z.array(z.string()) });

// ── PUT /admin/v1/session/password and /session/email: the operator's own, with a current code ──
export const consolePasswordChangeBody = z.object({ code: sixDigits, password: passwordField });
export const consoleEmailChangeBody = z.object({ code: sixDigits, email: emailField });
