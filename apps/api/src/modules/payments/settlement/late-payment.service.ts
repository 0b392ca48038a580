import type { Db, schema } from '@store/db';
import { couponLimitRefusal, isBookingOpen, type LatePaymentChecks } from '@store/domain';
import { lockedCouponOfOrder } from '../../coupons';
import { slotTiming } from '../../order-core';
import { lockWallet, walletBalance } from '../../wallet';

type Order = typeof schema.orders.$inferSelect;

/**
 * What a payment for an order whose hold ran out is checked against: its expiry gave back the
 * places, the wallet money and the coupon use, so the order is kept only if its slot can still be
 * booked and the coupon and wallet money can be taken again, under the same locks a new order takes
 * (coupon row, wallet). Whether its places are still free is the lifecycle's to find out: it takes
 * them, or sends the order to refund_due.
 */
export async function latePaymentChecks(
  tx: Db,
  order: Order,
  now: Date,
): Promise<Omit<LatePaymentChecks, 'placesFree'>> {
  const customerId = order.customerId ?? 0;
  const slot =
    order.date === null || order.slotId === null
      ? undefined
      : { experienceId: order.experienceId, cityId: order.cityId, date: order.date, slotId: order.slotId };
  const slotOpen = isBookingOpen({ ...(await slotTiming(tx, slot)), now });

  const coupon = await lockedCouponOfOrder(tx, order.id, customerId);
  const couponWithinLimits = !coupon || couponLimitRefusal(coupon.coupon, coupon) === null;

  let walletCovers = true;
  if (order.cashUsed > 0) {
    await lockWallet(tx, customerId);
    walletCovers = (await walletBalance(tx, customerId)) >= order.cashUsed;
  }
  return { slotOpen, couponWithinLimits, walletCovers };
}
