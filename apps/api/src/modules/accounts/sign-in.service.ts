import { randomBytes } from 'node:crypto';
import type { LoginResult, loginOtpBody, loginOtpConfirmBody, passwordLoginBody } from '@store/contract';
import type { Db } from '@store/db';
import {
  DomainError,
  OTP_TTL_MS,
  PASSWORD_LOGIN_LIMITS,
  passwordWaitMessage,
  REGISTER_KEY_TTL_MS,
  SIGN_IN_LIMIT_MESSAGES,
  validationError,
} from '@store/domain';
import type { z } from 'zod';
import { enforceRateLimits } from '../rate-limits';
import { hashToken, revokeUserSessions, startSession } from '../sessions';
import { insertMobileProof } from './mobile-proofs.repository';
import { confirmOtp, type Requester, type SmsDelivery, sendOtp } from './otp.service';
import { claimPasswordAttempt, clearPasswordAttempts } from './password-attempts.repository';
import { checkPassword, hashPassword } from './passwords';
import { toProfile } from './profile.dto';
import { findUserBy, findUserByProvenEmail, type UserRow, updateUser } from './users.repository';

const WRONG_CREDENTIALS = 'The mobile, email or password is not correct.';

/** POST /v2/user/login-otp: the same answer whether or not the number has an account. */
export async function requestLoginOtp(
  db: Db,
  body: z.output<typeof loginOtpBody>,
  requester: Requester,
  sms: SmsDelivery,
) {
  await sendOtp(db, { mobile: body.mobile, purpose: 'login', deviceId: body.device_id }, requester, sms);
  return { mobile: body.mobile, expires_in: OTP_TTL_MS / 1000, success_message: 'OTP sent successfully' };
}

/** A signed-in user gets a new session; a number without an account gets a key to register with. */
export async function confirmLoginOtp(
  db: Db,
  body: z.output<typeof loginOtpConfirmBody>,
  now: Date,
): Promise<LoginResult> {
  await confirmOtp(db, { mobile: body.mobile, purpose: 'login', deviceId: body.device_id }, body.otp, now);
  const user = await findUserBy(db, { mobile: body.mobile });
  if (user) return provenMobileSignIn(db, user, now);
  const registerKey = randomBytes(24).toString('base64url');
  await insertMobileProof(db, {
    keyHash: hashToken(registerKey),
    mobile: body.mobile,
    createdAt: now,
    expiresAt: new Date(now.getTime() + REGISTER_KEY_TTL_MS),
  });
  return { token: null, profile: null, register_key: registerKey };
}

/**
 * The owner of a mobile proved it with a code. If nobody had proven it before, whoever made the
 * account (an agent, or in the store's first days anyone) never showed they own it: their password and
 * sessions end, so the owner is not signed in to an account someone else also holds.
 */
export async function provenMobileSignIn(db: Db, user: UserRow, now: Date): Promise<LoginResult> {
  if (user.mobileVerified) return signedIn(db, user, now);
  return db.transaction(async (tx) => {
    const proven = (await updateUser(tx, user.id, { mobileVerified: true, passwordHash: null })) ?? user;
    await revokeUserSessions(tx, user.id, now);
    return signedIn(tx, proven, now);
  });
}

/**
 * Counted before any hash is spent: per address in a window, and per account (known or not,
 * alike) by growing delays, never a lock. A right password then clears the account's count.
 */
export async function countPasswordAttempt(db: Db, account: string, { ip, now }: Requester): Promise<void> {
  const message = SIGN_IN_LIMIT_MESSAGES.login;
  await enforceRateLimits(db, [{ key: `login:ip:${ip}`, ...PASSWORD_LOGIN_LIMITS.perAddress, message }], now);
  const attempt = await claimPasswordAttempt(db, account, now);
  if (!attempt.ok) throw new DomainError('RATE_LIMITED', passwordWaitMessage(attempt.waitMs));
}

/**
 * The account whose password this is: a wrong mobile, email or password all answer alike, counted
 * per address and account before any hash is spent. An email signs in only once proven. A hash
 * made at a lower cost is made again at today's. The store's sign-in and the console's first
 * factor both start here, so they share one count of guesses.
 */
export async function passwordHolder(
  db: Db,
  body: z.output<typeof passwordLoginBody>,
  { ip, now }: Requester,
): Promise<UserRow> {
  const email = body.email?.toLowerCase() ?? '';
  const account = body.mobile !== undefined ? `mobile:${body.mobile}` : `email:${email}`;
  await countPasswordAttempt(db, account, { ip, now });
  const user =
    body.mobile !== undefined
      ? await findUserBy(db, { mobile: body.mobile })
      : await findUserByProvenEmail(db, email);
  const check = await checkPassword(body.password, user?.passwordHash ?? null);
  if (!user || !check.ok) throw validationError({ password: WRONG_CREDENTIALS }, WRONG_CREDENTIALS);
  await clearPasswordAttempts(db, account);
  if (check.weak) await updateUser(db, user.id, { passwordHash: await hashPassword(body.password) });
  return user;
}

/** POST /v2/user/login: a new store session for the password's holder. */
export async function passwordLogin(db: Db, body: z.output<typeof passwordLoginBody>, requester: Requester) {
  return signedIn(db, await passwordHolder(db, body, requester), requester.now);
}

export async function signedIn(db: Db, user: UserRow, now: Date): Promise<LoginResult> {
  const token = await startSession(db, user.id, now);
  return { token, profile: toProfile(user, token), register_key: null };
}
