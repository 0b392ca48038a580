import { formatInr } from '../format/inr';
import { amountToPay } from '../orders/amount-to-pay';
import { heldByUnpaidOrder } from '../orders/money-holds';
import type { Rupees } from '../pricing/money';

export type CouponKind = 'flat' | 'percent';

export interface Coupon {
  readonly code: string;
  readonly kind: CouponKind;
  /** Rupees off (flat) or percent off (percent). */
  readonly value: number;
  /** The most a percent coupon takes off; null for no cap. */
  readonly maxDiscount: Rupees | null;
  readonly minOrder: Rupees;
  readonly validFrom: Date;
  readonly validUntil: Date;
  /** Redemptions allowed in all; null for no limit. */
  readonly totalLimit: number | null;
  readonly perUserLimit: number;
  readonly cityId: number | null;
  readonly experienceId: number | null;
  /** A voucher: only this user may use it. */
  readonly ownerId: number | null;
}

export interface CouponUse {
  readonly amount: Rupees;
  readonly cityId: number;
  readonly experienceId: number;
  readonly userId: number;
  readonly usedByUser: number;
  readonly usedInAll: number;
  readonly now: Date;
}

/** Rupees a coupon takes off an order amount: never more than the amount, rounded down. */
export function couponDiscount(
  coupon: Pick<Coupon, 'kind' | 'value' | 'maxDiscount'>,
  amount: Rupees,
): Rupees {
  const raw = coupon.kind === 'flat' ? coupon.value : Math.floor((amount * coupon.value) / 100);
  const capped = coupon.maxDiscount === null ? raw : Math.min(raw, coupon.maxDiscount);
  return Math.max(0, Math.min(capped, amount));
}

/**
 * Whether checkout lists a coupon at all: one outside its dates, or of another city, is left out
 * (a Delhi coupon on a Mumbai checkout only puzzles); any other refusal is listed with its reason.
 */
export function isCouponListed(coupon: Coupon, at: { cityId: number; now: Date }): boolean {
  const t = at.now.getTime();
  return (
    t >= coupon.validFrom.getTime() &&
    t < coupon.validUntil.getTime() &&
    (coupon.cityId === null || coupon.cityId === at.cityId)
  );
}

/** Why a coupon cannot be used on this order, in words a customer understands; null when it can. */
export function couponRefusal(coupon: Coupon, use: CouponUse): string | null {
  const t = use.now.getTime();
  if (coupon.ownerId !== null && coupon.ownerId !== use.userId) return `${coupon.code} is not valid.`;
  if (t < coupon.validFrom.getTime()) return `${coupon.code} is not active yet.`;
  if (t >= coupon.validUntil.getTime()) return `${coupon.code} has expired.`;
  if (coupon.cityId !== null && coupon.cityId !== use.cityId)
    return `${coupon.code} is not valid in this city.`;
  if (coupon.experienceId !== null && coupon.experienceId !== use.experienceId) {
    return `${coupon.code} is not valid for this experience.`;
  }
  if (use.amount < coupon.minOrder)
    return `${coupon.code} needs an order of at least ${formatInr(coupon.minOrder)}.`;
  return couponLimitRefusal(coupon, use);
}

/**
 * The use limits alone: what a coupon already taken by an order must still meet when that order
 * comes back (a payment after its hold ran out, when the use had been given back).
 */
export function couponLimitRefusal(
  coupon: Pick<Coupon, 'code' | 'perUserLimit' | 'totalLimit'>,
  use: Pick<CouponUse, 'usedByUser' | 'usedInAll'>,
): string | null {
  if (use.usedByUser >= coupon.perUserLimit) return `You have already used ${coupon.code}.`;
  if (coupon.totalLimit !== null && use.usedInAll >= coupon.totalLimit)
    return `${coupon.code} has been fully used.`;
  return null;
}

/** The wallet pays what it can of what is left, never below zero on either side. */
export function walletUse(balance: Rupees, payable: Rupees): Rupees {
  return Math.max(0, Math.min(balance, payable));
}

export type CheckoutTotal = { discount: Rupees; cashUsed: Rupees; payable: Rupees };

/**
 * What is left to pay for a priced order: the coupon first, then the wallet (if chosen) pays what
 * it can of the rest. The server charges this; checkout shows the same figure before it asks.
 */
export function checkoutTotal(
  amount: Rupees,
  discount: Rupees,
  walletBalance: Rupees,
  useWallet: boolean,
): CheckoutTotal {
  const afterCoupon = Math.max(0, amount - discount);
  const cashUsed = useWallet ? walletUse(walletBalance, afterCoupon) : 0;
  const applied = amount - afterCoupon;
  return {
    discount: applied,
    cashUsed,
    payable: amountToPay({ amount, amountDiscounted: applied, cashUsed }),
  };
}

/** A use of the coupon by one of the customer's unpaid orders; releasable when this booking replaces it. */
export type CouponHold = { readonly orderId: number; readonly until: Date; readonly releasable: boolean };

/**
 * couponRefusal, knowing which of the customer's uses are only held by unpaid orders: uses this very
 * booking would release (it replaces that order) do not count, and a coupon that is "used" only
 * because another unpaid order holds it says so, with that order and until when.
 */
export function couponRefusalWithHolds(
  coupon: Coupon,
  use: CouponUse,
  holds: readonly CouponHold[],
  timeZone: string,
): string | null {
  const released = holds.filter((h) => h.releasable).length;
  const counted = { ...use, usedByUser: use.usedByUser - released, usedInAll: use.usedInAll - released };
  const refusal = couponRefusal(coupon, counted);
  const held = holds.filter((h) => !h.releasable).sort((a, b) => a.until.getTime() - b.until.getTime());
  const [first] = held;
  if (refusal === null || first === undefined) return refusal;
  const freed = {
    ...counted,
    usedByUser: counted.usedByUser - held.length,
    usedInAll: counted.usedInAll - held.length,
  };
  if (couponRefusal(coupon, freed) !== null) return refusal;
  return heldByUnpaidOrder(coupon.code, { orderId: first.orderId, until: first.until, timeZone });
}
