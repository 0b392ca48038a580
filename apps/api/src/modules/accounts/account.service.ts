import type {
  changePasswordBody,
  Profile,
  profileUpdateBody,
  resetPasswordBody,
  setPasswordBody,
} from '@store/contract';
import type { Db } from '@store/db';
import {
  CONSOLE_FACTOR_MESSAGES,
  DomainError,
  isOperator,
  maskMobile,
  OTP_MESSAGES,
  OTP_TTL_MS,
  REFERRAL_LOOKUP_LIMIT,
  REFERRAL_LOOKUP_LIMIT_MESSAGE,
  validationError,
} from '@store/domain';
import type { z } from 'zod';
import type { CurrentUser } from '../../http/current-user';
import type { SmsSender } from '../messaging';
import { enforceRateLimits } from '../rate-limits';
import { revokeSession, revokeUserSessions } from '../sessions';
import { confirmOtp, type Requester, type SmsDelivery, sendOtp } from './otp.service';
import { clearPasswordAttempts } from './password-attempts.repository';
import { hashPassword, verifyPassword } from './passwords';
import { toProfile } from './profile.dto';
import { countPasswordAttempt } from './sign-in.service';
import {
  findUserBy,
  findUserByReferralCode,
  searchUsers,
  type UserRow,
  updateUser,
} from './users.repository';

/**
 * An operator's mobile, email and password open the console's sign-in, so they change only in the
 * console, with its second factor: a store session (a password alone) must not move them.
 */
function refuseOperator(role: string): void {
  if (isOperator(role)) throw new DomainError('CONSOLE_ONLY', CONSOLE_FACTOR_MESSAGES.consoleOnly);
}

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
  requester: Requester,
  sms: SmsDelivery,
) {
  if (input.who) refuseOperator(input.who.role);
  const purpose = input.who ? 'verify' : 'reset';
  const known = input.who !== undefined || (await findUserBy(db, { mobile: input.mobile })) !== undefined;
  await sendOtp(
    db,
    { mobile: input.mobile, purpose, deviceId: input.who ? `user:${input.who.userId}` : '' },
    requester,
    sms,
    known,
  );
  const message = input.resend ? OTP_MESSAGES.resent : OTP_MESSAGES.sent;
  return { mobile: input.mobile, expires_in: OTP_TTL_MS / 1000, success_message: message };
}

/**
 * The number an account leaves is told, so a change its owner did not make is noticed. A text that
 * cannot be sent does not undo the change: it is reported, and the change stands.
 */
async function tellOldMobile(
  db: Db,
  notice: MobileChangeNotice,
  oldMobile: string,
  newMobile: string,
  now: Date,
) {
  const masked = maskMobile(newMobile);
  const body = `Your Experience Store account's mobile was changed to ${masked}. If you did not do this, call us now.`;
  await notice.sms
    .send(db, { mobile: oldMobile, kind: 'mobile_changed', body, params: { mobile: masked } }, now)
    .catch(notice.failed);
}

/** How the old number is told of a change, and where a text that could not go is reported. */
export type MobileChangeNotice = { sms: SmsSender; failed: (error: unknown) => void };

/** verify_otp: the signed-in user proves a mobile; it becomes theirs, verified, and the old number is told. */
export async function verifyMobile(
  db: Db,
  notice: MobileChangeNotice,
  who: CurrentUser,
  token: string,
  mobile: string,
  otp: string,
  now: Date,
) {
  refuseOperator(who.role);
  const before = await userOf(db, who);
  await confirmOtp(db, { mobile, purpose: 'verify', deviceId: `user:${who.userId}` }, otp, now);
  const owner = await findUserBy(db, { mobile });
  if (owner && owner.id !== who.userId) {
    throw new DomainError('MOBILE_TAKEN', 'This mobile belongs to another account.', {
      mobile: 'is already registered',
    });
  }
  const user = await updateUser(db, who.userId, { mobile, mobileVerified: true });
  if (!user) throw new DomainError('UNAUTHORIZED');
  if (before.mobile && before.mobile !== mobile) await tellOldMobile(db, notice, before.mobile, mobile, now);
  return toProfile(user, token);
}

const WRONG_CURRENT = 'The current password is not correct.';

/** The current password, checked under the same limits as a sign-in: a stolen session cannot guess it. */
export async function assertCurrentPassword(
  db: Db,
  user: UserRow,
  field: string,
  password: string | undefined,
  requester: Requester,
): Promise<void> {
  await countPasswordAttempt(db, `user:${user.id}`, requester);
  if (password === undefined || !(await verifyPassword(password, user.passwordHash))) {
    throw validationError({ [field]: WRONG_CURRENT }, WRONG_CURRENT);
  }
  await clearPasswordAttempts(db, `user:${user.id}`);
}

/**
 * set_password: an account made with a code gets its first password; one that has a password needs
 * it (else a borrowed session could take the account over). Other sessions end, this one stays.
 */
export async function setPassword(
  db: Db,
  who: CurrentUser,
  body: z.output<typeof setPasswordBody>,
  requester: Requester,
): Promise<void> {
  refuseOperator(who.role);
  const user = await userOf(db, who);
  if (user.passwordHash !== null) {
    await assertCurrentPassword(db, user, 'current_password', body.current_password, requester);
  }
  await updateUser(db, user.id, { passwordHash: await hashPassword(body.password) });
  await revokeUserSessions(db, user.id, requester.now, who.sessionId);
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
  refuseOperator(user.role);
  // The code proves the number too.
  await updateUser(db, user.id, { passwordHash: await hashPassword(body.password), mobileVerified: true });
  await revokeUserSessions(db, user.id, now);
}

/** change_password: the old password first; other sessions end, this one stays. */
export async function changePassword(
  db: Db,
  who: CurrentUser,
  body: z.output<typeof changePasswordBody>,
  requester: Requester,
): Promise<void> {
  refuseOperator(who.role);
  const user = await userOf(db, who);
  await assertCurrentPassword(db, user, 'old_password', body.old_password, requester);
  await updateUser(db, user.id, { passwordHash: await hashPassword(body.new_password) });
  await revokeUserSessions(db, user.id, requester.now, who.sessionId);
}

/**
 * profile_update. A new email is a contact address, unproven, so it cannot sign in or link a social
 * account; several accounts may type one, and nothing tells whether another account has it.
 */
export async function updateProfile(
  db: Db,
  who: CurrentUser,
  token: string,
  body: z.output<typeof profileUpdateBody>,
): Promise<Profile> {
  const current = await userOf(db, who);
  const email = body.email?.toLowerCase();
  const emailChanges = email !== undefined && email !== current.email;
  if (emailChanges) refuseOperator(current.role);
  const user = await updateUser(db, who.userId, {
    ...(body.first_name === undefined ? {} : { firstName: body.first_name }),
    ...(body.last_name === undefined ? {} : { lastName: body.last_name }),
    ...(emailChanges ? { email, emailVerified: false } : {}),
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

/** GET /v2/user/getUserByReferralCode/{code}: limited per address, counted before the lookup. */
export async function referrerOf(db: Db, code: string, context: { ip: string; now: Date }) {
  await enforceRateLimits(
    db,
    [
      {
        key: `referral-lookup:ip:${context.ip}`,
        ...REFERRAL_LOOKUP_LIMIT,
        message: REFERRAL_LOOKUP_LIMIT_MESSAGE,
      },
    ],
    context.now,
  );
  const user = await findUserByReferralCode(db, code);
  if (!user) throw new DomainError('NOT_FOUND', `No one has the referral code ${code}`);
  return { first_name: user.firstName, referral_code: user.referralCode };
}

export async function logout(db: Db, who: CurrentUser, now: Date): Promise<void> {
  await revokeSession(db, who.sessionId, now);
}
