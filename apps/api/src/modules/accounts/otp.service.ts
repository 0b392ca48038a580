import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db, schema } from '@store/db';
import {
  DomainError,
  OTP_LENGTH,
  OTP_MAX_GUESSES,
  OTP_MESSAGES,
  OTP_SEND_LIMITS,
  OTP_SEND_WIDE_LIMITS,
  OTP_TTL_MS,
  otpSendRetryAt,
  otpVerdict,
  SIGN_IN_LIMIT_MESSAGES,
  SMS_OUTBOX_TTL_MS,
  tooManyCodesMessage,
  validationError,
} from '@store/domain';
import { enforceRateLimits } from '../../http/rate-limit';
import {
  deleteSmsBefore,
  insertOtp,
  insertSms,
  latestOtp,
  lockMobile,
  sendTimesSince,
  spendOtp,
  takeGuess,
} from './otp.repository';

export type Attempt = { mobile: string; purpose: schema.OtpPurpose; deviceId: string };
/** What may be logged of a text: never its body, which holds the code (issue 11, item 13). */
export type SmsLog = (message: { mobile: string; outboxId: number }) => void;
/** Who asks: the client's address, for the per-address limit. */
export type Requester = { ip: string; now: Date };

const codeHash = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest();
const LONGEST_WINDOW_MS = Math.max(...OTP_SEND_LIMITS.map((l) => l.windowMs));

/**
 * Sends a fresh code for an attempt: 6 random digits, only a salted hash kept, the text to the SMS
 * outbox. The send limits are counted under a per-mobile lock, so parallel requests cannot pass
 * them together; per address and store-wide windows stop SMS pumping across many numbers.
 */
export async function sendOtp(
  db: Db,
  attempt: Attempt,
  { ip, now }: Requester,
  log: SmsLog,
  deliver = true,
): Promise<void> {
  const { perAddress, global } = OTP_SEND_WIDE_LIMITS;
  const message = SIGN_IN_LIMIT_MESSAGES.codes;
  await enforceRateLimits(
    db,
    [
      { key: `otp:ip:${ip}`, ...perAddress, message },
      { key: 'otp:all', ...global, message },
    ],
    now,
  );
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  const salt = randomBytes(16).toString('base64url');
  const { mobile, outboxId } = await db.transaction(async (tx) => {
    await lockMobile(tx, attempt.mobile);
    // Texts outlive their codes only briefly: nobody needs them after, and they must not pile up.
    await deleteSmsBefore(tx, new Date(now.getTime() - SMS_OUTBOX_TTL_MS));
    const sent = await sendTimesSince(tx, attempt.mobile, new Date(now.getTime() - LONGEST_WINDOW_MS));
    const retryAt = otpSendRetryAt(sent, now);
    if (retryAt) throw new DomainError('RATE_LIMITED', tooManyCodesMessage(retryAt, now));
    await insertOtp(tx, {
      ...attempt,
      salt,
      codeHash: codeHash(salt, code).toString('hex'),
      createdAt: now,
      expiresAt: new Date(now.getTime() + OTP_TTL_MS),
    });
    const text = `${code} is your one-time code. It is valid for 5 minutes. Do not share it with anyone.`;
    // A code for an unknown number is counted and stored like any other, but never texted.
    const id = deliver ? await insertSms(tx, { mobile: attempt.mobile, body: text, createdAt: now }) : 0;
    return { mobile: attempt.mobile, outboxId: id };
  });
  if (deliver) log({ mobile, outboxId });
}

/** Checks a guess against the attempt's newest code and spends it; every failure says why. */
export async function confirmOtp(db: Db, attempt: Attempt, otp: string, now: Date): Promise<void> {
  const code = await latestOtp(db, attempt);
  const verdict = otpVerdict(code, now);
  if (!code || verdict === 'expired')
    throw validationError({ otp: OTP_MESSAGES.expired }, OTP_MESSAGES.expired);
  if (verdict === 'locked')
    throw new DomainError('RATE_LIMITED', OTP_MESSAGES.locked, { otp: OTP_MESSAGES.locked });
  const guess = await takeGuess(db, code.id, OTP_MAX_GUESSES);
  if (!guess) throw new DomainError('RATE_LIMITED', OTP_MESSAGES.locked, { otp: OTP_MESSAGES.locked });
  const expected = Buffer.from(code.codeHash, 'hex');
  if (!timingSafeEqual(codeHash(code.salt, otp), expected)) {
    throw validationError({ otp: OTP_MESSAGES.wrong }, OTP_MESSAGES.wrong);
  }
  if (!(await spendOtp(db, code.id, now))) {
    throw validationError({ otp: OTP_MESSAGES.expired }, OTP_MESSAGES.expired);
  }
}
