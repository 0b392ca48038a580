import { type Db, schema } from '@store/db';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { couponUseInAll, live } from './fragments.repository';

const { couponRedemptions, coupons, orders } = schema;

function usage(userId: number) {
  return {
    usedByUser: sql<number>`(select count(*) from coupon_redemptions r where r.coupon_id = "coupons"."id" and r.user_id = ${userId} and ${live})::int`,
    usedInAll: couponUseInAll.usedInAll,
  };
}

/** Active coupons a customer may see (public ones and their own vouchers), with how much each is used. */
export async function couponsFor(db: Db, userId: number) {
  return db
    .select({ coupon: coupons, ...usage(userId) })
    .from(coupons)
    .where(and(eq(coupons.isActive, true), or(isNull(coupons.ownerId), eq(coupons.ownerId, userId))))
    .orderBy(coupons.id);
}

/** One coupon by code with its use, locked when `lock` so limits hold under concurrent orders. */
export async function couponByCode(db: Db, code: string, userId: number, lock = false) {
  const query = db
    .select({ coupon: coupons, ...usage(userId) })
    .from(coupons)
    .where(and(eq(coupons.code, code.trim().toUpperCase()), eq(coupons.isActive, true)));
  if (lock) {
    // Lock the coupon row first, then count: the counts then include every committed use.
    await db
      .select({ id: coupons.id })
      .from(coupons)
      .where(eq(coupons.code, code.trim().toUpperCase()))
      .for('update');
  }
  const [row] = await query;
  return row;
}

export async function insertRedemption(db: Db, row: typeof couponRedemptions.$inferInsert): Promise<void> {
  await db.insert(couponRedemptions).values(row);
}

/**
 * The customer's coupon uses that unpaid orders only hold (they come back if the order ends unpaid),
 * with the order's slot and hold, so checkout can say so rather than "already used".
 */
export async function heldCouponUses(db: Db, userId: number, couponId?: number) {
  const rows = await db
    .select({
      couponId: couponRedemptions.couponId,
      orderId: orders.id,
      until: orders.holdExpiresAt,
      experienceId: orders.experienceId,
      cityId: orders.cityId,
      date: orders.date,
      slotId: orders.slotId,
    })
    .from(couponRedemptions)
    .innerJoin(orders, eq(orders.id, couponRedemptions.orderId))
    .where(
      and(
        eq(couponRedemptions.userId, userId),
        schema.unpaidStatus(orders.status),
        couponId === undefined ? undefined : eq(couponRedemptions.couponId, couponId),
      ),
    );
  return rows.flatMap((r) => (r.until === null ? [] : [{ ...r, until: r.until }]));
}

/**
 * The coupon an order used, its row locked and its use counted without that order: for an order
 * that comes back after it gave the use back (a payment after its hold ran out).
 */
export async function lockedCouponOfOrder(db: Db, orderId: number, userId: number) {
  const [redemption] = await db
    .select({ couponId: couponRedemptions.couponId })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.orderId, orderId));
  if (!redemption) return undefined;
  await db.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, redemption.couponId)).for('update');
  const [row] = await db
    .select({ coupon: coupons, ...usage(userId) })
    .from(coupons)
    .where(eq(coupons.id, redemption.couponId));
  return row;
}

/** The vouchers a customer owns (coupons with them as owner), newest first, with their use. */
export async function vouchersOf(db: Db, userId: number) {
  return db
    .select({ coupon: coupons, ...usage(userId) })
    .from(coupons)
    .where(eq(coupons.ownerId, userId))
    .orderBy(sql`${coupons.validUntil} desc`, sql`${coupons.id} desc`);
}

export async function insertCoupon(db: Db, row: typeof coupons.$inferInsert) {
  const [created] = await db.insert(coupons).values(row).returning();
  if (!created) throw new Error('the coupon was not inserted');
  return created;
}
