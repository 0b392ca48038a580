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
  tooManyCodesMessage,
  validationError,
} from '@store/domain';
import type { AppContext } from '../../app-context';
import type { CodeTexts } from '../messaging';
import { enforceRateLimits } from '../rate-limits';
import { insertOtp, latestOtp, lockMobile, sendTimesSince, spendOtp, takeGuess } from './otp.repository';

export type Attempt = { mobile: string; purpose: schema.OtpPurpose; deviceId: string };
/** What may be logged of a text: never its body, which holds the code. */
export type SmsLog = (message: { mobile: string; reference: string }) => void;
/** What is logged of a code's text that the gateway never took (the reason, never the body). */
export type SmsFailureLog = (failure: { mobile: string; error: unknown }) => void;
/** The log line of a code's text the gateway never took: the customer asks again. */
export const codeTextFailed =
  (app: { log: { warn(details: object, message: string): void } }): SmsFailureLog =>
  ({ mobile, error }) =>
    app.log.warn({ mobile, err: error }, 'sign-in code text not taken by the SMS gateway after every try');
/** How a code's text leaves, and what is logged of it. */
export type SmsDelivery = { texts: CodeTexts; log: SmsLog; failed: SmsFailureLog };

/** The app's way of texting codes: only the provider's reference is logged, never the text's code. */
export function codeDelivery({
  app,
  sms,
  codeTexts,
}: Pick<AppContext, 'app' | 'sms' | 'codeTexts'>): SmsDelivery {
  const log: SmsLog = (sent) =>
    app.log.info(
      sent,
      sms.provider === 'outbox' ? 'sms stored in the outbox' : `sms handed to ${sms.provider}`,
    );
  return { texts: codeTexts, log, failed: codeTextFailed(app) };
}
/** Who asks: the client's address, for the per-address limit. */
export type Requester = { ip: string; now: Date };

const codeHash = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest();
const LONGEST_WINDOW_MS = Math.max(...OTP_SEND_LIMITS.map((l) => l.windowMs));

/**
 * Sends a fresh code for an attempt: 6 random digits, only a salted hash kept, the text through the
 * SMS sender: the outbox stores it in the code's transaction; a gateway gets it once the code is
 * committed, in the background (code-texts.ts), tried again while the code lives: a slow or down
 * gateway never fails or holds the customer's request, who is told the code is on its way and may
 * ask again. The limits are counted under a per-mobile lock, so parallel requests cannot pass them
 * together; a window per address (an IPv6 /64) slows SMS pumping across many numbers. There is no
 * store-wide window: one client could spend it and stop every customer's codes.
 */
export async function sendOtp(
  db: Db,
  attempt: Attempt,
  { ip, now }: Requester,
  sms: SmsDelivery,
  deliver = true,
): Promise<void> {
  const { perAddress } = OTP_SEND_WIDE_LIMITS;
  const message = SIGN_IN_LIMIT_MESSAGES.codes;
  await enforceRateLimits(db, [{ key: `otp:ip:${ip}`, ...perAddress, message }], now);
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  const salt = randomBytes(16).toString('base64url');
  const text = `${code} is your one-time code. It is valid for 5 minutes. Do not share it with anyone.`;
  // A code for an unknown number is counted and stored like any other, but never texted.
  const texted = deliver
    ? { mobile: attempt.mobile, kind: 'otp' as const, body: text, params: { otp: code } }
    : undefined;
  const report = {
    sent: (reference: string) => sms.log({ mobile: attempt.mobile, reference }),
    gaveUp: (error: unknown) => sms.failed({ mobile: attempt.mobile, error }),
  };
  await db.transaction(async (tx) => {
    await lockMobile(tx, attempt.mobile);
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
    // The outbox's text is written with its code, under the mobile's lock: texts are stored in the
    // order of the codes, so the newest text always holds the code in force (parallel sends had
    // stored them in either order), and no code is ever counted without its text.
    if (texted && sms.texts.inTransaction) await sms.texts.send(tx, texted, now, report);
  });
  if (texted && !sms.texts.inTransaction) await sms.texts.send(db, texted, now, report);
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
