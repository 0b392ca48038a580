// The console's own second factor: an authenticator app's time-based code (RFC 6238), enrolled in
// the console, with one-time recovery codes. No store flow can change or re-enrol it, so a
// phished password plus a mobile moved through the store no longer opens refunds and role grants.

/** Codes of 6 digits that change every 30 seconds: what every authenticator app shows by default. */
export const TOTP_PERIOD_S = 30;
/**
 * One step either side is accepted, for a phone's clock a little off. A code's step, once used,
 * is remembered: the same code, or an older one, never opens a second session.
 */
export const TOTP_TOLERANCE_STEPS = 1;
export const TOTP_ISSUER = 'Experience Store console';

/** Recovery codes given at enrolment, each good once: 10 codes of 10 base-32 letters (50 bits). */
export const RECOVERY_CODE_COUNT = 10;
export const RECOVERY_CODE_LENGTH = 10;
const RECOVERY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** A recovery code from bytes: letters and digits that cannot be misread (no l, o, 0, 1). */
export function recoveryCodeFrom(bytes: Uint8Array): string {
  let code = '';
  for (let i = 0; i < RECOVERY_CODE_LENGTH; i += 1)
    code += RECOVERY_ALPHABET[(bytes[i] ?? 0) % RECOVERY_ALPHABET.length];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** As typed: any case, with or without the dash or spaces. */
export function normaliseRecoveryCode(typed: string): string {
  const plain = typed.toLowerCase().replace(/[\s-]/g, '');
  return `${plain.slice(0, 5)}-${plain.slice(5)}`;
}

/** The step of an instant: codes of one step are the same code. */
export const totpStepAt = (now: Date): number => Math.floor(now.getTime() / 1000 / TOTP_PERIOD_S);

/**
 * Which second factor the code step asks for after the password. `authenticator`: the operator
 * has enrolled one. `text`: they have none yet and this store texts console codes (never in
 * production, where a texted code could be redirected by whoever controls the number).
 */
export type ConsoleFactor = 'authenticator' | 'text';

export function consoleFactorFor(enrolled: boolean, textCodesAllowed: boolean): ConsoleFactor | null {
  if (enrolled) return 'authenticator';
  return textCodesAllowed ? 'text' : null;
}

export const CONSOLE_FACTOR_MESSAGES = {
  notSetUp:
    'This account has no authenticator set up. An administrator of the server sets one up with npm run console:factor.',
  wrongCode: 'The code is not correct or was already used.',
  wrongRecovery: 'The recovery code is not correct or was already used.',
  textRefused: 'This account signs in with its authenticator app, not a texted code.',
  alreadyEnrolled: 'An authenticator is already set up for this account.',
  notStarted: 'Start setting up the authenticator first.',
  consoleOnly: "An operator's mobile, email and password change only in the console.",
} as const;
