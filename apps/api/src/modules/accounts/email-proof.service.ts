import type { Db } from '@store/db';
import {
  DomainError,
  EMAIL_PROOF_MESSAGES,
  EMAIL_PROOF_SENDS_PER_HOUR,
  EMAIL_PROOF_TTL_MS,
  validationError,
} from '@store/domain';
import type { CurrentUser } from '../../http/current-user';
import { queueEmailProof } from '../messaging';
import { enforceRateLimits } from '../rate-limits';
import { emailProofToken, isEmailProofToken, readEmailProofToken } from './email-proof-link';
import { findUserBy, updateUser } from './users.repository';

/**
 * POST /v2/user/email/send_link: mails a link to the account's email that proves it is theirs. Until
 * it is opened the store sends that address nothing else. A few per hour per account: each one is
 * mail to an address nobody has proved.
 */
export async function sendEmailProof(db: Db, who: CurrentUser, secret: string, now: Date) {
  const user = await findUserBy(db, { id: who.userId });
  if (!user) throw new DomainError('UNAUTHORIZED');
  if (!user.email)
    throw validationError({ email: EMAIL_PROOF_MESSAGES.noEmail }, EMAIL_PROOF_MESSAGES.noEmail);
  if (user.emailVerified)
    return { email: user.email, email_verified: true, message: EMAIL_PROOF_MESSAGES.already };
  await enforceRateLimits(
    db,
    [
      {
        key: `email-proof:user:${user.id}`,
        limit: EMAIL_PROOF_SENDS_PER_HOUR,
        windowMs: 3_600_000,
        message: EMAIL_PROOF_MESSAGES.tooMany,
      },
    ],
    now,
  );
  const token = emailProofToken(secret, user.id, user.email, new Date(now.getTime() + EMAIL_PROOF_TTL_MS));
  await queueEmailProof(db, { userId: user.id, email: user.email, token }, now);
  return { email: user.email, email_verified: false, message: EMAIL_PROOF_MESSAGES.sent };
}

/**
 * POST /v2/user/email/verify: the link's token proves the account's current address. It works
 * without signing in (the link is opened from the mailbox, often on another device); one signed
 * for an earlier address, another account or past its day proves nothing. Opening it twice is fine.
 */
export async function verifyEmailProof(db: Db, token: string, secret: string, now: Date) {
  const read = readEmailProofToken(token);
  const invalid = () =>
    validationError({ token: EMAIL_PROOF_MESSAGES.invalid }, EMAIL_PROOF_MESSAGES.invalid);
  if (!read || read.expiresAt.getTime() <= now.getTime()) throw invalid();
  const user = await findUserBy(db, { id: read.userId });
  if (!user?.email || user.deletedAt || !isEmailProofToken(secret, token, user.id, user.email))
    throw invalid();
  if (!user.emailVerified) {
    try {
      await updateUser(db, user.id, { emailVerified: true });
    } catch (error) {
      if (!(error instanceof DomainError) || error.code !== 'EMAIL_TAKEN') throw error;
      throw new DomainError('EMAIL_TAKEN', EMAIL_PROOF_MESSAGES.takenByAnother, {
        email: EMAIL_PROOF_MESSAGES.takenByAnother,
      });
    }
  }
  return { email: user.email, email_verified: true, message: EMAIL_PROOF_MESSAGES.verified };
}
