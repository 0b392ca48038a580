import { type Db, schema } from '@store/db';
import { type AnyColumn, and, asc, desc, eq, ilike, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { couponUseInAll } from '../../coupons/fragments.repository';
import { containing } from '../../search';

const { cities, couponRedemptions, coupons, experiences, giftCodes, orders, users } = schema;
const owners = alias(users, 'owners');

const fullName = (u: { firstName: AnyColumn; lastName: AnyColumn }) =>
  sql<string>`trim(${u.firstName} || ' ' || ${u.lastName})`;

function couponsQuery(db: Db, where: SQL | undefined) {
  return db
    .select({
      coupon: coupons,
      cityName: cities.name,
      experienceName: experiences.name,
      ownerName: fullName(owners),
      ...couponUseInAll,
    })
    .from(coupons)
    .leftJoin(cities, eq(cities.id, coupons.cityId))
    .leftJoin(experiences, eq(experiences.id, coupons.experienceId))
    .leftJoin(owners, eq(owners.id, coupons.ownerId))
    .where(where);
}

export type CouponRow = Awaited<ReturnType<typeof couponsQuery>>[number];

/** One page of coupons (`q`: part of the code), newest first, with their use. */
export async function findCoupons(
  db: Db,
  s: { q?: string; active?: boolean },
  page: { limit: number; offset: number },
) {
  const where = and(
    s.q === undefined ? undefined : ilike(coupons.code, containing(s.q)),
    s.active === undefined ? undefined : eq(coupons.isActive, s.active),
  );
  const rows = await couponsQuery(db, where).orderBy(desc(coupons.id)).limit(page.limit).offset(page.offset);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(coupons).where(where);
  return { rows, total: count?.n ?? 0 };
}

export async function findCoupon(db: Db, id: number) {
  const [row] = await couponsQuery(db, eq(coupons.id, id));
  return row;
}

/** Every order that used the coupon, newest first, with its customer and state. */
export async function couponUses(db: Db, couponId: number) {
  return db
    .select({
      orderId: couponRedemptions.orderId,
      userId: couponRedemptions.userId,
      userName: fullName(users),
      discount: couponRedemptions.discount,
      status: orders.status,
      createdAt: couponRedemptions.createdAt,
    })
    .from(couponRedemptions)
    .innerJoin(orders, eq(orders.id, couponRedemptions.orderId))
    .innerJoin(users, eq(users.id, couponRedemptions.userId))
    .where(eq(couponRedemptions.couponId, couponId))
    .orderBy(desc(couponRedemptions.id));
}

/** The new coupon's id; undefined when its code is taken. */
export async function insertCouponOnce(tx: Db, row: typeof coupons.$inferInsert) {
  const [created] = await tx
    .insert(coupons)
    .values(row)
    .onConflictDoNothing({ target: coupons.code })
    .returning({ id: coupons.id });
  return created?.id;
}

export async function lockCoupon(tx: Db, id: number) {
  const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
  return row;
}

/** The coupon's new terms; false when its new code is another coupon's. */
export async function updateCoupon(tx: Db, id: number, values: Partial<typeof coupons.$inferInsert>) {
  const [taken] = values.code
    ? await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.code, values.code)).for('update')
    : [];
  if (taken && taken.id !== id) return false;
  await tx.update(coupons).set(values).where(eq(coupons.id, id));
  return true;
}

const vouchers = alias(coupons, 'vouchers');

function giftCodesQuery(db: Db, where: SQL | undefined) {
  return db
    .select({
      gift: giftCodes,
      redeemedByName: fullName(users),
      voucherCode: vouchers.code,
    })
    .from(giftCodes)
    .leftJoin(users, eq(users.id, giftCodes.redeemedBy))
    .leftJoin(vouchers, eq(vouchers.id, giftCodes.voucherId))
    .where(where);
}

export type GiftCodeRow = Awaited<ReturnType<typeof giftCodesQuery>>[number];

/** One page of gift codes (`q`: part of the code), newest first, with who redeemed each. */
export async function findGiftCodes(
  db: Db,
  s: { q?: string; redeemed?: boolean },
  page: { limit: number; offset: number },
) {
  const where = and(
    s.q === undefined ? undefined : ilike(giftCodes.code, containing(s.q)),
    s.redeemed === undefined
      ? undefined
      : s.redeemed
        ? isNotNull(giftCodes.redeemedBy)
        : isNull(giftCodes.redeemedBy),
  );
  const rows = await giftCodesQuery(db, where)
    .orderBy(desc(giftCodes.id))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(giftCodes).where(where);
  return { rows, total: count?.n ?? 0 };
}

/** The new gift code as listed; undefined when its code is taken. */
export async function insertGiftCodeOnce(tx: Db, row: typeof giftCodes.$inferInsert) {
  const [created] = await tx
    .insert(giftCodes)
    .values(row)
    .onConflictDoNothing({ target: giftCodes.code })
    .returning({ id: giftCodes.id });
  if (!created) return undefined;
  const [saved] = await giftCodesQuery(tx, eq(giftCodes.id, created.id)).orderBy(asc(giftCodes.id));
  return saved;
}
