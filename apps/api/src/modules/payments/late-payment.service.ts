import type { Db, schema } from '@store/db';
import {
  couponLimitRefusal,
  isBookingOpen,
  type LatePaymentOutcome,
  latePaymentOutcome,
  latePaymentRefusal,
} from '@store/domain';
import { lockedCouponOfOrder } from '../coupons/coupons.repository';
import { takeCapacity } from '../orders/orders.repository';
import { slotTiming } from '../orders/slot-timing';
import { insertWalletTransaction, lockWallet, walletBalance } from '../wallet/wallet.repository';

type Order = typeof schema.orders.$inferSelect;

/**
 * A payment for an order whose hold ran out: its expiry gave back the places, the wallet money and
 * the coupon use, so the order is kept only if all three can be taken again, under the same locks a
 * new order takes (coupon row, wallet), and its slot can still be booked. In the caller's
 * transaction; a refusal writes nothing here.
 */
export async function retakeExpiredOrder(
  tx: Db,
  order: Order,
  source: string,
  now: Date,
): Promise<LatePaymentOutcome> {
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

  const checks = { slotOpen, couponWithinLimits, walletCovers };
  let placesFree = false;
  if (latePaymentRefusal(checks) === undefined) {
    placesFree =
      order.date === null || order.slotId === null
        ? true
        : await takeCapacity(
            tx,
            {
              experienceId: order.experienceId,
              cityId: order.cityId,
              date: order.date,
              slotId: order.slotId,
            },
            order.quantity,
          );
  }
  const outcome = latePaymentOutcome({ ...checks, placesFree }, source);
  if (outcome.to === 'placed' && order.cashUsed > 0) {
    await insertWalletTransaction(tx, {
      userId: customerId,
      amount: -order.cashUsed,
      kind: 'checkout',
      orderId: order.id,
      note: `Order #${order.id}, paid after its hold ran out`,
      createdAt: now,
    });
  }
  return outcome;
}
