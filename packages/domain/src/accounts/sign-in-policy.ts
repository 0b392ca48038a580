// The sign-in policy of DESIGN.md section 4, in one place: the API enforces it, tests read it.
const MINUTE_MS = 60_000;

export const OTP_LENGTH = 6;
/** A one-time code as typed: exactly OTP_LENGTH digits. */
export const OTP_PATTERN = new RegExp(`^[0-9]{${OTP_LENGTH}}$`);
export const OTP_TTL_MS = 5 * MINUTE_MS;
export const OTP_MAX_GUESSES = 5;
export const OTP_SEND_LIMITS = [
  { windowMs: 15 * MINUTE_MS, max: 3 },
  { windowMs: 24 * 60 * MINUTE_MS, max: 10 },
] as const;
export const REGISTER_KEY_TTL_MS = 30 * MINUTE_MS;
export const SESSION_IDLE_MS = 14 * 24 * 60 * MINUTE_MS;
export const SESSION_ABSOLUTE_MS = 90 * 24 * 60 * MINUTE_MS;
/** lastSeen is written at most this often, so reads stay reads. */
export const SESSION_TOUCH_MS = 60 * MINUTE_MS;
export const MIN_PASSWORD_LENGTH = 8;

export const OTP_MESSAGES = {
  sent: 'OTP sent successfully',
  resent: 'OTP resent successfully',
  wrong: 'The OTP is not correct.',
  expired: 'The OTP has expired. Please ask for a new one.',
  locked: 'Too many wrong attempts. Please ask for a new OTP.',
  tooMany: 'Too many OTPs sent to this number. Please try again later.',
} as const;

/** Whether one more code may be sent, given when earlier ones were sent (sliding windows). */
export function otpSendAllowed(sentAt: readonly Date[], now: Date): boolean {
  return OTP_SEND_LIMITS.every(
    ({ windowMs, max }) => sentAt.filter((t) => now.getTime() - t.getTime() < windowMs).length < max,
  );
}

export type OtpState = {
  readonly expiresAt: Date;
  readonly usedAt: Date | null;
  readonly guesses: number;
};
export type OtpVerdict = 'usable' | 'expired' | 'locked';

/** Whether a stored code may still be guessed: unused, unexpired and under the guess limit. */
export function otpVerdict(code: OtpState | undefined, now: Date): OtpVerdict {
  if (!code || code.usedAt !== null || code.expiresAt.getTime() <= now.getTime()) return 'expired';
  return code.guesses >= OTP_MAX_GUESSES ? 'locked' : 'usable';
}

export type SessionTimes = {
  readonly createdAt: Date;
  readonly lastSeenAt: Date;
  readonly expiresAt: Date;
  readonly revokedAt: Date | null;
};

/** A session lives until revoked, its absolute expiry, or SESSION_IDLE_MS without use. */
export function isSessionLive(s: SessionTimes, now: Date): boolean {
  const t = now.getTime();
  return s.revokedAt === null && s.expiresAt.getTime() > t && t - s.lastSeenAt.getTime() < SESSION_IDLE_MS;
}

export function loginGreeting(firstName: string | null | undefined): string {
  const name = firstName?.trim();
  return name ? `Welcome ${name}, you have successfully logged in` : 'You have successfully logged in!';
}
