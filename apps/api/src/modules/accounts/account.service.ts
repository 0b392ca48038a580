import type { changePasswordBody, Profile, profileUpdateBody, resetPasswordBody } from '@store/contract';
import type { Db } from '@store/db';
import { DomainError, OTP_MESSAGES, OTP_TTL_MS, validationError } from '@store/domain';
import type { z } from 'zod';
import type { CurrentUser } from '../../http/current-user';
import { revokeSession, revokeUserSessions } from '../sessions/sessions.repository';
import { confirmOtp, type SmsLog, sendOtp } from './otp.service';
import { hashPassword, verifyPassword } from './passwords';
import { toProfile } from './profile.dto';
import { findUserBy, findUserByReferralCode, searchUsers, updateUser } from './users.repository';

async function userOf(db: Db, who: CurrentUser) {
  const user = await findUserBy(db, { id: who.userId });
  if (!user) throw new DomainError('UNAUTHORIZED');
  return user;
}

/**
 * send_otp / resend_otp. Signed in: a code that verifies this mobile for the account. Signed out: a
 * code to reset the password, answered alike for unknown numbers (only known ones get the text).
 */
export async function sendMobileCode(
  db: Db,
  input: { mobile: string; who: CurrentUser | undefined; resend: boolean },
  now: Date,
  log: SmsLog,
) {
  const purpose = input.who ? 'verify' : 'reset';
  const known = input.who !== undefined || (await findUserBy(db, { mobile: input.mobile })) !== undefined;
  await sendOtp(
    db,
    { mobile: input.mobile, purpose, deviceId: input.who ? `user:${input.who.userId}` : '' },
    now,
    log,
    known,
  );
  const message = input.resend ? OTP_MESSAGES.resent : OTP_MESSAGES.sent;
  return { mobile: input.mobile, expires_in: OTP_TTL_MS / 1000, success_message: message };
}

/** verify_otp: the signed-in user proves a mobile; it becomes theirs, verified. */
export async function verifyMobile(
  db: Db,
  who: CurrentUser,
  token: string,
  mobile: string,
  otp: string,
  now: Date,
) {
  await confirmOtp(db, { mobile, purpose: 'verify', deviceId: `user:${who.userId}` }, otp, now);
  const owner = await findUserBy(db, { mobile });
  if (owner && owner.id !== who.userId) {
    throw new DomainError('CONFLICT', 'This mobile belongs to another account.', {
      mobile: 'is already registered',
    });
  }
  const user = await updateUser(db, who.userId, { mobile, mobileVerified: true });
  if (!user) throw new DomainError('UNAUTHORIZED');
  return toProfile(user, token);
}

export async function setPassword(db: Db, who: CurrentUser, password: string): Promise<void> {
  await updateUser(db, who.userId, { passwordHash: await hashPassword(password) });
}

/** reset_password: the code sent to the mobile sets a new password and signs every session out. */
export async function resetPassword(
  db: Db,
  body: z.output<typeof resetPasswordBody>,
  now: Date,
): Promise<void> {
  await confirmOtp(db, { mobile: body.mobile, purpose: 'reset', deviceId: '' }, body.otp, now);
  const user = await findUserBy(db, { mobile: body.mobile });
  if (!user) throw validationError({ otp: OTP_MESSAGES.wrong }, OTP_MESSAGES.wrong);
  await updateUser(db, user.id, { passwordHash: await hashPassword(body.password) });
  await revokeUserSessions(db, user.id, now);
}

/** change_password: the old password first; other sessions end, this one stays. */
export async function changePassword(
  db: Db,
  who: CurrentUser,
  body: z.output<typeof changePasswordBody>,
  now: Date,
): Promise<void> {
  const user = await userOf(db, who);
  if (!(await verifyPassword(body.old_password, user.passwordHash))) {
    throw validationError(
      { old_password: 'The current password is not correct.' },
      'The current password is not correct.',
    );
  }
  await updateUser(db, user.id, { passwordHash: await hashPassword(body.new_password) });
  await revokeUserSessions(db, user.id, now, who.sessionId);
}

export async function updateProfile(
  db: Db,
  who: CurrentUser,
  token: string,
  body: z.output<typeof profileUpdateBody>,
): Promise<Profile> {
  const email = body.email?.toLowerCase();
  if (email) {
    const owner = await findUserBy(db, { email });
    if (owner && owner.id !== who.userId) {
      throw new DomainError('CONFLICT', 'This email belongs to another account.', {
        email: 'is already registered',
      });
    }
  }
  const user = await updateUser(db, who.userId, {
    ...(body.first_name === undefined ? {} : { firstName: body.first_name }),
    ...(body.last_name === undefined ? {} : { lastName: body.last_name }),
    ...(email === undefined ? {} : { email }),
  });
  if (!user) throw new DomainError('UNAUTHORIZED');
  return toProfile(user, token);
}

export async function findCustomers(db: Db, query: string) {
  const rows = await searchUsers(db, query);
  return rows.map((r) => ({
    id: r.id,
    first_name: r.firstName,
    last_name: r.lastName,
    mobile: r.mobile,
    email: r.email,
  }));
}

export async function referrerOf(db: Db, code: string) {
  const user = await findUserByReferralCode(db, code);
  if (!user) throw new DomainError('NOT_FOUND', `No one has the referral code ${code}`);
  return { first_name: user.firstName, referral_code: user.referralCode };
}

export async function logout(db: Db, who: CurrentUser, now: Date): Promise<void> {
  await revokeSession(db, who.sessionId, now);
}
