import type { City, couponsBody } from '@store/contract';
import type { Db } from '@store/db';
import { couponDiscount, couponRefusalWithHolds, isCouponListed, UNDONE_STATES } from '@store/domain';
import type { z } from 'zod';
import { quoteDraft } from '../booking';
// Other modules reach this module's rows only through the functions at the end of this file; its
// repository stays private, so a query can change without them.
import * as _couponsRepository from './coupons.repository';
import { couponsFor } from './coupons.repository';

/**
 * POST /v2/booking/coupons: every coupon the customer could see for this draft, with the discount
 * it gives or the reason it cannot be used. Needs a slot (docs/product.md, "Coupons, vouchers and
 * gift codes"); the quote checks that.
 */
export async function couponsForDraft(
  db: Db,
  userId: number,
  city: City,
  draft: z.output<typeof couponsBody>,
  now: Date,
) {
  const quote = await quoteDraft(db, draft, city, now);
  const [rows, held] = await Promise.all([couponsFor(db, userId), heldCouponUses(db, userId)]);
  // A use held by an unpaid order of this very slot comes back when this booking is placed.
  const sameSlot = (h: (typeof held)[number]) =>
    h.experienceId === quote.experience_id &&
    h.cityId === city.id &&
    h.date === quote.date &&
    h.slotId === quote.slot_id;
  const listed = rows.filter(({ coupon }) => isCouponListed(coupon, { cityId: city.id, now }));
  const offers = listed.map(({ coupon, usedByUser, usedInAll }) => {
    const holds = held
      .filter((h) => h.couponId === coupon.id)
      .map((h) => ({ orderId: h.orderId, until: h.until, releasable: sameSlot(h) }));
    const refusal = couponRefusalWithHolds(
      coupon,
      {
        amount: quote.amount,
        cityId: city.id,
        experienceId: quote.experience_id,
        userId,
        usedByUser,
        usedInAll,
        now,
      },
      holds,
      city.time_zone,
    );
    return {
      code: coupon.code,
      description: coupon.description,
      discount: refusal ? 0 : couponDiscount(coupon, quote.amount),
      applicable: refusal === null,
      message: refusal ?? '',
      is_voucher: coupon.ownerId !== null,
    };
  });
  // The usable ones come first, the best first.
  const shown = offers;
  shown.sort((a, b) => Number(b.applicable) - Number(a.applicable) || b.discount - a.discount);
  return { amount: quote.amount, coupons: shown };
}

export function couponByCode(...args: Parameters<typeof _couponsRepository.couponByCode>) {
  return _couponsRepository.couponByCode(...args);
}

export function heldCouponUses(...args: Parameters<typeof _couponsRepository.heldCouponUses>) {
  return _couponsRepository.heldCouponUses(...args);
}

export function insertCoupon(...args: Parameters<typeof _couponsRepository.insertCoupon>) {
  return _couponsRepository.insertCoupon(...args);
}

export function insertRedemption(...args: Parameters<typeof _couponsRepository.insertRedemption>) {
  return _couponsRepository.insertRedemption(...args);
}

export function lockedCouponOfOrder(...args: Parameters<typeof _couponsRepository.lockedCouponOfOrder>) {
  return _couponsRepository.lockedCouponOfOrder(...args);
}

export function vouchersOf(...args: Parameters<typeof _couponsRepository.vouchersOf>) {
  return _couponsRepository.vouchersOf(...args);
}

/** Whether an order in this state still holds its coupon use (it went ahead). */
export function holdsCouponUse(status: string): boolean {
  return !(UNDONE_STATES as readonly string[]).includes(status);
}
