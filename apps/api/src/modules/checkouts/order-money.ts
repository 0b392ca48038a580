import type { BookingQuote } from '@store/contract';
import type { Db } from '@store/db';
import { checkoutTotal, couponDiscount, couponRefusalWithHolds, validationError } from '@store/domain';
import { couponByCode, heldCouponUses, insertRedemption } from '../coupons';
import { insertWalletTransaction, lockWallet, walletBalance } from '../wallet';

export type Money = {
  couponId: number | null;
  couponCode: string | null;
  discount: number;
  cashUsed: number;
  payable: number;
};

/** Unpaid orders this placement replaces: their coupon use and wallet money count as given back. */
export type Releasing = { orderIds: readonly number[]; walletMoney: number };
const NOTHING: Releasing = { orderIds: [], walletMoney: 0 };

/**
 * What is left to pay after the coupon and the wallet. With `lock` (inside the order's
 * transaction) the coupon row and the wallet are locked first, so limits and the balance hold
 * when the same customer checks out twice at once. `releasing` (before the transaction abandons
 * them) counts the replaced orders' coupon use and wallet money as already back.
 */
export async function moneyFor(
  db: Db,
  input: {
    userId: number;
    cityId: number;
    timeZone: string;
    quote: BookingQuote;
    couponCode?: string | undefined;
    useWallet: boolean;
    now: Date;
  },
  lock: boolean,
  releasing: Releasing = NOTHING,
): Promise<Money> {
  const { quote, userId } = input;
  let discount = 0;
  let couponId: number | null = null;
  let couponCode: string | null = null;
  if (input.couponCode) {
    const found = await couponByCode(db, input.couponCode, userId, lock);
    const code = input.couponCode.trim().toUpperCase();
    if (!found) throw validationError({ coupon_code: `${code} is not valid.` }, `${code} is not valid.`);
    const { coupon } = found;
    const holds = (await heldCouponUses(db, userId, coupon.id)).map((h) => ({
      orderId: h.orderId,
      until: h.until,
      releasable: releasing.orderIds.includes(h.orderId),
    }));
    const refusal = couponRefusalWithHolds(
      { ...coupon, kind: coupon.kind },
      {
        amount: quote.amount,
        cityId: input.cityId,
        experienceId: quote.experience_id,
        userId,
        usedByUser: found.usedByUser,
        usedInAll: found.usedInAll,
        now: input.now,
      },
      holds,
      input.timeZone,
    );
    if (refusal) throw validationError({ coupon_code: refusal }, refusal);
    discount = couponDiscount(coupon, quote.amount);
    couponId = coupon.id;
    couponCode = coupon.code;
  }
  let balance = 0;
  if (input.useWallet) {
    if (lock) await lockWallet(db, userId);
    balance = (await walletBalance(db, userId)) + releasing.walletMoney;
  }
  return { couponId, couponCode, ...checkoutTotal(quote.amount, discount, balance, input.useWallet) };
}

/** The coupon use and the wallet debit of a placed order, in its transaction. */
export async function recordMoney(
  db: Db,
  money: Money,
  order: { id: number; userId: number; now: Date },
): Promise<void> {
  if (money.couponId !== null) {
    await insertRedemption(db, {
      couponId: money.couponId,
      orderId: order.id,
      userId: order.userId,
      discount: money.discount,
      createdAt: order.now,
    });
  }
  if (money.cashUsed > 0) {
    await insertWalletTransaction(db, {
      userId: order.userId,
      amount: -money.cashUsed,
      kind: 'checkout',
      orderId: order.id,
      note: `Order #${order.id}`,
      createdAt: order.now,
    });
  }
}
