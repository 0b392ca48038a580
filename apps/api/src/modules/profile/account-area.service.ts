import type { AccountOrder } from '@store/contract';
import type { Db } from '@store/db';
import {
  amountToPay,
  BOOKING_STATUS_LABELS,
  couponLimitRefusal,
  DomainError,
  OPS_CONTACT,
  REFERRAL_CREDIT,
  to12Hour,
  trackOrderPath,
} from '@store/domain';
import { findUserBy } from '../accounts';
import { vouchersOf } from '../coupons';
import { ledgerOf, referralsBy, toWalletRow, walletBalance } from '../wallet';
import { type BookingRow, bookingsOf } from './bookings.repository';

type Page = { page: number; size: number };
const slice = ({ page, size }: Page) => ({ limit: size, offset: (page - 1) * size });

/** GET /v2/user/upcoming_orders and /v2/user/past_orders: the customer's bookings, newest first. */
export async function bookings(db: Db, userId: number, tab: 'upcoming' | 'past', page: Page, now: Date) {
  const { rows, total } = await bookingsOf(db, userId, tab, { now, ...slice(page) });
  return { orders: rows.map(toAccountOrder), ...page, total };
}

function toAccountOrder(row: BookingRow): AccountOrder {
  const { order: o } = row;
  return {
    id: o.id,
    status: o.status,
    status_label: BOOKING_STATUS_LABELS[o.status],
    experience_id: o.experienceId,
    experience_name: row.experienceName,
    featured_image: row.featuredImage,
    date: o.date,
    time: row.startTime && row.endTime ? `${to12Hour(row.startTime)} - ${to12Hour(row.endTime)}` : null,
    quantity: o.quantity,
    amount: o.amount,
    payable: amountToPay(o),
    payment_method: o.paymentMethod,
    ops_contact: OPS_CONTACT,
    track_url: trackOrderPath(o.id),
    created_at: o.createdAt.toISOString(),
  };
}

/** GET /v2/user/coupons: the vouchers the customer owns, whether each is usable now and used. */
export async function vouchers(db: Db, userId: number, now: Date) {
  const rows = await vouchersOf(db, userId);
  return { coupons: rows.map((row) => toUserVoucher(row, now)) };
}

export function toUserVoucher(
  { coupon: c, usedByUser, usedInAll }: Awaited<ReturnType<typeof vouchersOf>>[number],
  now: Date,
) {
  const used = couponLimitRefusal(c, { usedByUser, usedInAll }) !== null;
  const t = now.getTime();
  return {
    id: c.id,
    code: c.code,
    description: c.description,
    kind: c.kind,
    value: c.value,
    max_discount: c.maxDiscount,
    min_order: c.minOrder,
    valid_from: c.validFrom.toISOString(),
    valid_until: c.validUntil.toISOString(),
    is_valid: c.isActive && !used && t >= c.validFrom.getTime() && t < c.validUntil.getTime(),
    used,
  };
}

/** GET /v2/wallet/transactions: the ledger, newest first, with the balance after each row. */
export async function walletHistory(db: Db, userId: number, page: Page) {
  const [{ rows, total }, balance] = await Promise.all([
    ledgerOf(db, userId, slice(page)),
    walletBalance(db, userId),
  ]);
  return {
    balance,
    transactions: rows.map(toWalletRow),
    ...page,
    total,
  };
}

/** GET /v2/user/referrals: the customer's code, who joined with it and what it earned. */
export async function referralSummary(db: Db, userId: number) {
  const [user, friends] = await Promise.all([findUserBy(db, { id: userId }), referralsBy(db, userId)]);
  if (!user) throw new DomainError('UNAUTHORIZED');
  return {
    referral_code: user.referralCode,
    referrer_credit: REFERRAL_CREDIT.referrer,
    friend_credit: REFERRAL_CREDIT.friend,
    friends: friends.map((f) => ({
      first_name: f.firstName,
      joined_at: f.createdAt.toISOString(),
      pending: f.creditedAt === null,
      credit: f.referrerCredit,
    })),
    earned: friends.reduce((sum, f) => sum + f.referrerCredit, 0),
  };
}
