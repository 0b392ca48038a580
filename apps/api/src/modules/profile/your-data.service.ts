import type { DataExport, deleteAccountBody } from '@store/contract';
import type { Db } from '@store/db';
import { DomainError, isBookingConfirmed, OTP_MESSAGES, OTP_TTL_MS } from '@store/domain';
import type { z } from 'zod';
import type { CurrentUser } from '../../http/current-user';
import { confirmOtp, findUserBy, type Requester, type SmsDelivery, sendOtp } from '../accounts';
import { listAddresses } from '../addresses';
import { type FileStore, filePath } from '../files';
import { anonymiseOrdersOf } from '../order-core';
import { revokeUserSessions } from '../sessions';
import { bookings, referralSummary, vouchers, walletHistory } from './account-area.service';
import { listDates } from './occasions.service';
import { wishlistIds } from './wishlist.repository';
import { eraseCustomer, writingsOf } from './your-data.repository';

const PAGE = 50;

/** Every page of a paged list, in order (an export is complete, however long the history). */
async function everyPage<T>(load: (page: number) => Promise<{ rows: T[]; total: number }>): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; ; page++) {
    const { rows, total } = await load(page);
    all.push(...rows);
    if (rows.length === 0 || all.length >= total) return all;
  }
}

/** GET /v2/user/export: the customer's profile, addresses, dates, wishlist, orders, wallet and more. */
export async function exportData(db: Db, userId: number, now: Date): Promise<DataExport> {
  const user = await findUserBy(db, { id: userId });
  if (!user) throw new DomainError('UNAUTHORIZED');
  const orders = async (tab: 'upcoming' | 'past') =>
    everyPage(async (page) => {
      const r = await bookings(db, userId, tab, { page, size: PAGE }, now);
      return { rows: r.orders, total: r.total };
    });
  const [addresses, dates, wishlist, upcoming, past, wallet, owned, referrals] = await Promise.all([
    listAddresses(db, userId),
    listDates(db, userId),
    wishlistIds(db, userId),
    orders('upcoming'),
    orders('past'),
    everyPage(async (page) => {
      const r = await walletHistory(db, userId, { page, size: PAGE });
      return { rows: r.transactions, total: r.total };
    }),
    vouchers(db, userId, now),
    referralSummary(db, userId),
  ]);
  const { balance } = await walletHistory(db, userId, { page: 1, size: 1 });
  const written = await writingsOf(db, user);
  return {
    exported_at: now.toISOString(),
    profile: {
      id: user.id,
      first_name: user.firstName,
      last_name: user.lastName,
      mobile: user.mobile,
      email: user.email,
      referral_code: user.referralCode,
      created_at: user.createdAt.toISOString(),
    },
    addresses: addresses.addresses,
    dates: dates.dates_user,
    wishlist,
    orders: [...upcoming, ...past],
    wallet: { balance, transactions: wallet },
    vouchers: owned.coupons,
    referrals,
    answers: written.answers.map((a) => ({ order_id: a.orderId, question: a.question, answer: a.value })),
    feedback: written.feedback.map((f) => ({
      order_id: f.orderId,
      rating: f.rating,
      comment: f.comment,
      created_at: f.createdAt.toISOString(),
    })),
    forms: written.forms.map((f) => ({
      kind: f.kind,
      message: f.message,
      created_at: f.createdAt.toISOString(),
    })),
    photos: written.photos.map((p) => ({
      order_id: p.orderId,
      path: filePath(p.storageKey),
      created_at: p.createdAt.toISOString(),
    })),
  };
}

/** The code that proves the account's mobile for a deletion: bound to the account, spent once. */
const deletionCode = (userId: number, mobile: string) => ({
  mobile,
  purpose: 'delete' as const,
  deviceId: `user:${userId}`,
});

/** The account's own mobile, where its deletion code goes; an account without one adds one first. */
async function mobileOf(db: Db, who: CurrentUser) {
  const user = await findUserBy(db, { id: who.userId });
  if (!user) throw new DomainError('UNAUTHORIZED');
  if (!user.mobile)
    throw new DomainError('MOBILE_MISSING', DELETION_NEEDS_MOBILE, { mobile: DELETION_NEEDS_MOBILE });
  return { user, mobile: user.mobile };
}

const DELETION_NEEDS_MOBILE =
  'Please add and verify your mobile first: deleting an account needs a code texted to it.';

/** POST /v2/user/delete_account/send_otp: a fresh code to the account's mobile, under the usual code limits. */
export async function sendDeletionCode(db: Db, who: CurrentUser, requester: Requester, sms: SmsDelivery) {
  const { user, mobile } = await mobileOf(db, who);
  await sendOtp(db, deletionCode(user.id, mobile), requester, sms);
  return { mobile, expires_in: OTP_TTL_MS / 1000, success_message: OTP_MESSAGES.sent };
}

/**
 * POST /v2/user/delete_account: the customer's personal data is erased and every session ends; orders
 * stay for accounting, anonymised. A confirmed booking still to come must be served (or cancelled)
 * first: the vendor needs its address and number until then. The code texted to the account's
 * mobile is checked last, so a refusal for a booking does not spend it.
 */
export async function deleteAccount(
  db: Db,
  files: FileStore,
  who: CurrentUser,
  body: z.output<typeof deleteAccountBody>,
  requester: Requester,
): Promise<void> {
  const { user, mobile } = await mobileOf(db, who);
  const upcoming = await bookings(db, user.id, 'upcoming', { page: 1, size: PAGE }, requester.now);
  const owed = upcoming.orders.filter((o) => isBookingConfirmed(o.status)).map((o) => `#${o.id}`);
  if (owed.length > 0) {
    const message = `Your booking ${owed.join(', ')} is still to come. You can delete your account once it is done, or after cancelling it.`;
    throw new DomainError('BOOKING_STILL_TO_COME', message, { confirm: message });
  }
  await confirmOtp(db, deletionCode(user.id, mobile), body.otp, requester.now);
  const { photoKeys } = await db.transaction(async (tx) => {
    const erased = await eraseCustomer(tx, user, requester.now);
    await anonymiseOrdersOf(tx, user.id, requester.now);
    await revokeUserSessions(tx, user.id, requester.now);
    return erased;
  });
  // The photos of their home leave the file store once no row points at them. The account is
  // erased either way: a file the store fails to remove now is unreachable (no row, a random key).
  await Promise.allSettled(photoKeys.map((key) => files.remove(key)));
}
