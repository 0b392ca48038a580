import type { LoginResult, registerBody } from '@store/contract';
import type { Db } from '@store/db';
import { DomainError, validationError } from '@store/domain';
import type { z } from 'zod';
import { hashToken } from '../sessions/token';
import { spendMobileProof } from './mobile-proofs.repository';
import { hashPassword } from './passwords';
import { newReferralCode } from './referral-code';
import { signedIn } from './sign-in.service';
import { findUserBy, findUserByReferralCode, insertUser } from './users.repository';

/**
 * POST /v2/user/register. With a register_key the mobile is proven and the key is spent; without one a
 * password is needed and the mobile stays unverified until a code confirms it.
 */
export async function register(db: Db, body: z.output<typeof registerBody>, now: Date): Promise<LoginResult> {
  const email = body.email?.toLowerCase();
  const passwordHash = body.password === undefined ? null : await hashPassword(body.password);
  return db.transaction(async (tx) => {
    if (await findUserBy(tx, { mobile: body.mobile })) {
      throw new DomainError('CONFLICT', 'An account with this mobile already exists. Please log in.', {
        mobile: 'is already registered',
      });
    }
    if (email && (await findUserBy(tx, { email }))) {
      throw new DomainError('CONFLICT', 'An account with this email already exists. Please log in.', {
        email: 'is already registered',
      });
    }
    const referrer = body.referral_code ? await findUserByReferralCode(tx, body.referral_code) : undefined;
    if (body.referral_code && !referrer) {
      const message = `The referral code ${body.referral_code} is not valid`;
      throw validationError({ referral_code: message }, message);
    }
    const proven = body.register_key !== undefined;
    if (proven && !(await spendMobileProof(tx, hashToken(body.register_key ?? ''), body.mobile, now))) {
      const message = 'The verification has expired. Please log in with an OTP again.';
      throw validationError({ register_key: message }, message);
    }
    const user = await insertUser(tx, {
      firstName: body.first_name,
      lastName: body.last_name,
      email: email ?? null,
      mobile: body.mobile,
      mobileVerified: proven,
      passwordHash,
      referralCode: newReferralCode(body.first_name),
      referredBy: referrer?.id ?? null,
      createdAt: now,
    });
    if (!user) throw new DomainError('CONFLICT', 'This account was just registered. Please log in.');
    return signedIn(tx, user, now);
  });
}
