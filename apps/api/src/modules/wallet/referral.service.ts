import type { Db } from '@store/db';
import { earnedReferralCredit, referralMonthStart } from '@store/domain';
// Other modules reach this module's rows only through the functions at the end of this file; its
// repository stays private, so a query can change without them.
import * as _referralsRepository from './referrals.repository';
import {
  insertReferral,
  lockPendingReferral,
  markReferralEarned,
  referrerCreditsSince,
} from './referrals.repository';
import { insertWalletTransaction } from './wallet.repository';

/**
 * A new customer registered with a code: the referral is recorded, once (the row's key is the new
 * customer, so a second registration or a retried request records nothing), and pays nothing yet.
 * Runs in the registration's transaction.
 */
export async function recordReferral(tx: Db, referrerId: number, friendId: number, now: Date) {
  if (referrerId === friendId) return;
  await insertReferral(tx, {
    referredId: friendId,
    referrerId,
    referrerCredit: 0,
    friendCredit: 0,
    createdAt: now,
  });
}

/**
 * A customer's order was paid: if they joined with a code, have proven their mobile and their
 * referral is not yet earned, both wallets get their credit now (the referrer's within the month's
 * cap). Runs in the transaction that records the payment, so it is earned once or not at all.
 */
export async function earnReferral(tx: Db, friendId: number, now: Date): Promise<void> {
  const pending = await lockPendingReferral(tx, friendId);
  // An agent's customer has not answered a code yet: the referral waits for a paid order after that.
  if (!pending?.mobileVerified) return;
  const credit = earnedReferralCredit(
    await referrerCreditsSince(tx, pending.referrerId, referralMonthStart(now)),
  );
  await markReferralEarned(tx, friendId, {
    referrerCredit: credit.referrer,
    friendCredit: credit.friend,
    creditedAt: now,
  });
  if (credit.referrer > 0)
    await insertWalletTransaction(tx, {
      userId: pending.referrerId,
      amount: credit.referrer,
      kind: 'referral',
      note: `${pending.firstName} joined with your referral code and booked`,
      createdAt: now,
    });
  await insertWalletTransaction(tx, {
    userId: friendId,
    amount: credit.friend,
    kind: 'referral',
    note: 'Welcome bonus for joining with a referral code',
    createdAt: now,
  });
}

export function referralsBy(...args: Parameters<typeof _referralsRepository.referralsBy>) {
  return _referralsRepository.referralsBy(...args);
}
