import type { LoginResult, registerBody } from '@store/contract';
import type { Db } from '@store/db';
import {
  DomainError,
  isAgent,
  isOperator,
  REGISTER_LIMITS,
  SIGN_IN_LIMIT_MESSAGES,
  validationError,
} from '@store/domain';
import type { z } from 'zod';
import type { CurrentUser } from '../../http/current-user';
import { enforceRateLimits } from '../rate-limits';
import { hashToken } from '../sessions';
import { recordReferral } from '../wallet';
import { spendMobileProof } from './mobile-proofs.repository';
import type { Requester } from './otp.service';
import { hashPassword } from './passwords';
import { toProfile } from './profile.dto';
import { newReferralCode } from './referral-code';
import { provenMobileSignIn } from './sign-in.service';
import { findUserBy, findUserByReferralCode, insertUser } from './users.repository';

type Body = z.output<typeof registerBody>;
const NO_PROOF = 'Please confirm your mobile with an OTP first.';
const EXPIRED = 'The verification has expired. Please log in with an OTP again.';

/**
 * POST /v2/user/register. A person registers only a mobile they proved (the register_key of a
 * confirmed code); its email stays unproven. A proven number that already has an account signs in
 * to it, so the answer never tells whether the mobile or email exists. An agent registers a
 * customer without a password and gets no session of theirs.
 */
export async function register(
  db: Db,
  body: Body,
  caller: Requester & { who: CurrentUser | undefined },
): Promise<LoginResult> {
  const { who, ip, now } = caller;
  if (who && isOperator(who.role)) throw new DomainError('CONSOLE_ONLY');
  if (who && isAgent(who.role)) return registerCustomer(db, body, { who, now });
  const message = SIGN_IN_LIMIT_MESSAGES.register;
  await enforceRateLimits(db, [{ key: `register:ip:${ip}`, ...REGISTER_LIMITS.perAddress, message }], now);
  if (body.register_key === undefined) throw validationError({ register_key: NO_PROOF }, NO_PROOF);
  const keyHash = hashToken(body.register_key);
  const passwordHash = body.password === undefined ? null : await hashPassword(body.password);
  return db.transaction(async (tx) => {
    const referrer = await referrerFor(tx, body.referral_code);
    if (!(await spendMobileProof(tx, keyHash, body.mobile, now))) {
      throw validationError({ register_key: EXPIRED }, EXPIRED);
    }
    const created = await insertUser(tx, {
      ...newAccount(body, now),
      mobileVerified: true,
      passwordHash,
      referredBy: referrer?.id ?? null,
    });
    if (created && referrer) await recordReferral(tx, referrer.id, created.id, now);
    // Already registered (or registered a moment ago by a parallel request): the number is proven;
    // a referral code counts only for a new account.
    const user = created ?? (await findUserBy(tx, { mobile: body.mobile }));
    if (!user)
      throw new DomainError('ACCOUNT_JUST_CREATED', 'This account was just registered. Please log in.');
    return provenMobileSignIn(tx, user, now);
  });
}

/** An agent's customer: the mobile unproven until its owner answers a code, no password, no session. */
async function registerCustomer(
  db: Db,
  body: Body,
  { who, now }: { who: CurrentUser; now: Date },
): Promise<LoginResult> {
  if (body.password !== undefined) {
    const message = 'A customer sets their own password.';
    throw validationError({ password: message }, message);
  }
  const message = SIGN_IN_LIMIT_MESSAGES.agentRegister;
  await enforceRateLimits(
    db,
    [{ key: `register:agent:${who.userId}`, ...REGISTER_LIMITS.perAgent, message }],
    now,
  );
  return db.transaction(async (tx) => {
    const referrer = await referrerFor(tx, body.referral_code);
    if (referrer?.id === who.userId) {
      const message = 'Your own referral code cannot be used for a customer.';
      throw validationError({ referral_code: message }, message);
    }
    const user = await insertUser(tx, {
      ...newAccount(body, now),
      referredBy: referrer?.id ?? null,
    });
    if (!user) {
      throw new DomainError(
        'MOBILE_TAKEN',
        'An account with this mobile already exists. Please search for it.',
        {
          mobile: 'is already registered',
        },
      );
    }
    if (referrer) await recordReferral(tx, referrer.id, user.id, now);
    return { token: null, profile: toProfile(user, ''), register_key: null };
  });
}

function newAccount(body: Body, now: Date) {
  return {
    firstName: body.first_name,
    lastName: body.last_name,
    email: body.email?.toLowerCase() ?? null,
    mobile: body.mobile,
    referralCode: newReferralCode(body.first_name),
    createdAt: now,
  };
}

async function referrerFor(db: Db, code: string | undefined) {
  if (code === undefined) return undefined;
  const referrer = await findUserByReferralCode(db, code);
  if (!referrer) {
    const message = `The referral code ${code} is not valid`;
    throw validationError({ referral_code: message }, message);
  }
  return referrer;
}
