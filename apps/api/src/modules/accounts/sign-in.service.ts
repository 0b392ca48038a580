import { randomBytes } from 'node:crypto';
import type { LoginResult, loginOtpBody, loginOtpConfirmBody, passwordLoginBody } from '@store/contract';
import type { Db } from '@store/db';
import { OTP_TTL_MS, REGISTER_KEY_TTL_MS, validationError } from '@store/domain';
import type { z } from 'zod';
import { startSession } from '../sessions/sessions.service';
import { hashToken } from '../sessions/token';
import { insertMobileProof } from './mobile-proofs.repository';
import { confirmOtp, type SmsLog, sendOtp } from './otp.service';
import { verifyPassword } from './passwords';
import { toProfile } from './profile.dto';
import { findUserBy, type UserRow, updateUser } from './users.repository';

const WRONG_CREDENTIALS = 'The mobile, email or password is not correct.';

/** POST /v2/user/login-otp: the same answer whether or not the number has an account. */
export async function requestLoginOtp(db: Db, body: z.output<typeof loginOtpBody>, now: Date, log: SmsLog) {
  await sendOtp(db, { mobile: body.mobile, purpose: 'login', deviceId: body.device_id }, now, log);
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
  if (user) {
    // Answering a code sent to the number proves it.
    const verified = user.mobileVerified
      ? user
      : ((await updateUser(db, user.id, { mobileVerified: true })) ?? user);
    return signedIn(db, verified, now);
  }
  const registerKey = randomBytes(24).toString('base64url');
  await insertMobileProof(db, {
    keyHash: hashToken(registerKey),
    mobile: body.mobile,
    createdAt: now,
    expiresAt: new Date(now.getTime() + REGISTER_KEY_TTL_MS),
  });
  return { token: null, profile: null, register_key: registerKey };
}

/** POST /v2/user/login: a wrong mobile, email or password all answer alike. */
export async function passwordLogin(db: Db, body: z.output<typeof passwordLoginBody>, now: Date) {
  const user = await findUserBy(
    db,
    body.mobile !== undefined ? { mobile: body.mobile } : { email: body.email ?? '' },
  );
  const ok = await verifyPassword(body.password, user?.passwordHash ?? null);
  if (!user || !ok) throw validationError({ password: WRONG_CREDENTIALS }, WRONG_CREDENTIALS);
  return signedIn(db, user, now);
}

export async function signedIn(db: Db, user: UserRow, now: Date): Promise<LoginResult> {
  const token = await startSession(db, user.id, now);
  return { token, profile: toProfile(user, token), register_key: null };
}
