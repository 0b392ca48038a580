// The sign-in policy (docs/server-rules.md, "Sign-in and sessions"), in one place: the API enforces
// it, tests read it.
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
/**
 * A store session ends 30 days after sign-in however much it is used: a token copied from a shared
 * or lost device stops working within a month.
 */
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * MINUTE_MS;
/** lastSeen is written at most this often, so reads stay reads. */
export const SESSION_TOUCH_MS = 60 * MINUTE_MS;
export const MIN_PASSWORD_LENGTH = 8;

export const OTP_MESSAGES = {
  sent: 'OTP sent successfully',
  resent: 'OTP resent successfully',
  wrong: 'The OTP is not correct.',
  expired: 'The OTP has expired. Please ask for a new one.',
  locked: 'Too many wrong attempts. Please ask for a new OTP.',
} as const;

/**
 * When one more code may be sent, given when earlier ones were sent (sliding windows): the moment
 * enough of them have left every full window. Null when one may be sent now.
 */
export function otpSendRetryAt(sentAt: readonly Date[], now: Date): Date | null {
  let at = 0;
  for (const { windowMs, max } of OTP_SEND_LIMITS) {
    const inWindow = sentAt
      .map((t) => t.getTime())
      .filter((t) => now.getTime() - t < windowMs)
      .sort((a, b) => a - b);
    const leaving = inWindow[inWindow.length - max];
    if (leaving !== undefined) at = Math.max(at, leaving + windowMs);
  }
  return at === 0 ? null : new Date(at);
}

/** "in 12 minutes", "in about 21 hours": how long until a limit lets the customer try again. */
export function tryAgainIn(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / MINUTE_MS));
  if (minutes < 90) return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `in about ${Math.round(minutes / 60)} hours`;
}

/** Out of code sends for this number: says when the next one can be asked for. */
export function tooManyCodesMessage(retryAt: Date, now: Date): string {
  return `Too many OTPs sent to this number. Please try again ${tryAgainIn(retryAt.getTime() - now.getTime())}.`;
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

/** A session lives until revoked, its absolute expiry, or `idleMs` (SESSION_IDLE_MS) without use. */
export function isSessionLive(s: SessionTimes, now: Date, idleMs = SESSION_IDLE_MS): boolean {
  const t = now.getTime();
  return s.revokedAt === null && s.expiresAt.getTime() > t && t - s.lastSeenAt.getTime() < idleMs;
}

export function loginGreeting(firstName: string | null | undefined): string {
  const name = firstName?.trim();
  return name ? `Welcome ${name}, you have successfully logged in` : 'You have successfully logged in!';
}
