import type { Db } from '@store/db';
import { REFERRAL_CREDIT } from '@store/domain';
import { insertWalletTransaction } from '../wallet/wallet.repository';
import { insertReferral } from './referrals.repository';

/**
 * A new customer registered with a code: both wallets get their credit, once (the referral row's
 * key is the new customer, so a second registration or a retried request credits nothing).
 * Runs in the registration's transaction.
 */
export async function creditReferral(
  tx: Db,
  referrerId: number,
  friend: { id: number; firstName: string },
  now: Date,
) {
  if (referrerId === friend.id) return;
  const recorded = await insertReferral(tx, {
    referredId: friend.id,
    referrerId,
    referrerCredit: REFERRAL_CREDIT.referrer,
    friendCredit: REFERRAL_CREDIT.friend,
    createdAt: now,
  });
  if (!recorded) return;
  await insertWalletTransaction(tx, {
    userId: referrerId,
    amount: REFERRAL_CREDIT.referrer,
    kind: 'referral',
    note: `${friend.firstName} joined with your referral code`,
    createdAt: now,
  });
  await insertWalletTransaction(tx, {
    userId: friend.id,
    amount: REFERRAL_CREDIT.friend,
    kind: 'referral',
    note: 'Welcome bonus for joining with a referral code',
    createdAt: now,
  });
}
