import type { LoginResult } from '@store/contract';
import type { Db } from '@store/db';
import { DomainError } from '@store/domain';
import { findUserBy, findUserByProvenEmail, insertUser, newReferralCode, signedIn } from '../accounts';
import { findLinkedUserId, linkIdentity } from './social.repository';
import type { SocialProfile } from './social-profile';

/**
 * Signs in the user linked to this provider account; else the account whose email is proven and
 * equal to the provider's verified one; else creates one (without a mobile: checkout will ask for
 * it). An unproven email never links: whoever typed it may not own it.
 */
export async function socialSignIn(db: Db, who: SocialProfile, now: Date): Promise<LoginResult> {
  return db.transaction(async (tx) => {
    const linked = await findLinkedUserId(tx, who.provider, who.subject);
    let user = linked === undefined ? undefined : await findUserBy(tx, { id: linked });
    const email = who.email?.toLowerCase() ?? null;
    const proven = email !== null && who.emailVerified;
    if (!user && proven) user = await findUserByProvenEmail(tx, email);
    user ??= await insertUser(tx, {
      firstName: who.firstName,
      lastName: who.lastName,
      email,
      emailVerified: proven,
      referralCode: newReferralCode(who.firstName),
      createdAt: now,
    });
    if (!user)
      throw new DomainError('ACCOUNT_JUST_CREATED', 'This account was just created. Please try again.');
    await linkIdentity(tx, { provider: who.provider, subject: who.subject, userId: user.id, createdAt: now });
    return signedIn(tx, user, now);
  });
}
