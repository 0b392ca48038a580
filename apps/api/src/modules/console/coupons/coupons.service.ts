import { randomBytes } from 'node:crypto';
import type {
  ConsoleCoupon,
  CouponBody,
  consoleCouponListQuery,
  giftCodeBody,
  giftCodeListQuery,
} from '@store/contract/console';
import type { Db } from '@store/db';
import {
  assertCouponTerms,
  DEFAULT_TIME_ZONE,
  DomainError,
  GIFT_CODE_LENGTH,
  giftCodeFrom,
  validationError,
  ymdInZone,
  zonedDateTimeToInstant,
} from '@store/domain';
import type { z } from 'zod';
import { holdsCouponUse } from '../../coupons';
import { type Actor, audited } from '../audit/audited';
import { cityName, experienceName } from '../lookups/lookups.repository';
import { pageWindow } from '../paging';
import {
  type CouponRow,
  couponUses,
  findCoupon,
  findCoupons,
  findGiftCodes,
  type GiftCodeRow,
  insertCouponOnce,
  insertGiftCodeOnce,
  lockCoupon,
  updateCoupon,
} from './coupons.repository';

// Coupons run by the store's days: from the first day's start to the last day's end, in India.
const ZONE = DEFAULT_TIME_ZONE;
const dayStart = (ymd: string) => zonedDateTimeToInstant(ymd, '00:00:00', ZONE);
const dayEnd = (ymd: string) => zonedDateTimeToInstant(ymd, '23:59:59', ZONE);
const dayOf = (instant: Date) => ymdInZone(instant, ZONE);

const toCoupon = (r: CouponRow): ConsoleCoupon => ({
  id: r.coupon.id,
  code: r.coupon.code,
  description: r.coupon.description,
  kind: r.coupon.kind,
  value: r.coupon.value,
  max_discount: r.coupon.maxDiscount,
  min_order: r.coupon.minOrder,
  valid_from: dayOf(r.coupon.validFrom),
  valid_until: dayOf(r.coupon.validUntil),
  total_limit: r.coupon.totalLimit,
  per_user_limit: r.coupon.perUserLimit,
  city: r.coupon.cityId === null ? null : { id: r.coupon.cityId, name: r.cityName ?? '' },
  experience:
    r.coupon.experienceId === null ? null : { id: r.coupon.experienceId, name: r.experienceName ?? '' },
  owner: r.coupon.ownerId === null ? null : { id: r.coupon.ownerId, name: r.ownerName ?? '' },
  is_active: r.coupon.isActive,
  used: r.usedInAll,
  customers: r.customers,
});

const toGiftCode = (r: GiftCodeRow) => ({
  id: r.gift.id,
  code: r.gift.code,
  kind: r.gift.kind,
  value: r.gift.value,
  valid_until: dayOf(r.gift.validUntil),
  voucher_days: r.gift.voucherDays,
  redeemed_by: r.gift.redeemedBy === null ? null : { id: r.gift.redeemedBy, name: r.redeemedByName ?? '' },
  redeemed_at: r.gift.redeemedAt?.toISOString() ?? null,
  voucher: r.gift.voucherId === null ? null : { id: r.gift.voucherId, code: r.voucherCode ?? '' },
});

/** GET /admin/v1/coupons */
export async function listCoupons(db: Db, q: z.output<typeof consoleCouponListQuery>) {
  const { rows, total } = await findCoupons(db, { q: q.q || undefined, active: q.active }, pageWindow(q));
  return { items: rows.map(toCoupon), total };
}

/** GET /admin/v1/coupons/{id}: the coupon and every order that used it. */
export async function couponDetail(db: Db, id: number) {
  const row = await findCoupon(db, id);
  if (!row) throw new DomainError('NOT_FOUND', `Coupon ${id} was not found`);
  const uses = await couponUses(db, id);
  return {
    ...toCoupon(row),
    uses: uses.map((u) => ({
      order_id: u.orderId,
      customer: { id: u.userId, name: u.userName },
      discount: u.discount,
      order_status: u.status,
      counts: holdsCouponUse(u.status),
      created_at: u.createdAt.toISOString(),
    })),
  };
}

/**
 * A coupon's columns from the operator's terms: its days in the store's zone, its end after its
 * start, a percent of at most 100, a city and experience that exist (a 400 naming each).
 */
async function couponColumns(db: Db, body: CouponBody) {
  const validFrom = dayStart(body.valid_from);
  const validUntil = dayEnd(body.valid_until);
  assertCouponTerms({ kind: body.kind, value: body.value, validFrom, validUntil });
  if (body.city_id !== null && (await cityName(db, body.city_id)) === undefined) {
    throw validationError(
      { city_id: `City ${body.city_id} is not known.` },
      `City ${body.city_id} is not known.`,
    );
  }
  if (body.experience_id !== null && (await experienceName(db, body.experience_id)) === undefined) {
    const message = `Experience ${body.experience_id} is not known.`;
    throw validationError({ experience_id: message }, message);
  }
  return {
    code: body.code,
    description: body.description,
    kind: body.kind,
    value: body.value,
    maxDiscount: body.max_discount,
    minOrder: body.min_order,
    validFrom,
    validUntil,
    totalLimit: body.total_limit,
    perUserLimit: body.per_user_limit,
    cityId: body.city_id,
    experienceId: body.experience_id,
    isActive: body.is_active,
  };
}

const codeTaken = (code: string) =>
  new DomainError('CODE_TAKEN', `The code ${code} is taken.`, { code: `The code ${code} is taken.` });

/** What the audit keeps of a coupon's terms. */
const termsOf = (c: ConsoleCoupon) => {
  const { used: _used, customers: _customers, ...terms } = c;
  return terms;
};

/** POST /admin/v1/coupons: a store coupon (no owner); a code already used is a 409. */
export async function createCoupon(db: Db, actor: Actor, body: CouponBody) {
  const columns = await couponColumns(db, body);
  const id = await audited(db, actor, async (tx) => {
    const created = await insertCouponOnce(tx, columns);
    if (created === undefined) throw codeTaken(body.code);
    const row = await findCoupon(tx, created);
    if (!row) throw new Error('the coupon just made was not found');
    const coupon = toCoupon(row);
    return {
      result: created,
      audit: {
        action: 'coupon.create',
        subject: { type: 'coupon', id: created },
        summary: `${coupon.code}: ${coupon.kind === 'flat' ? `₹${coupon.value}` : `${coupon.value}%`} off, ${coupon.valid_from} to ${coupon.valid_until}`,
        after: termsOf(coupon),
      },
    };
  });
  return couponDetail(db, id);
}

/** PUT /admin/v1/coupons/{id}: new terms, or switched off (is_active false); its uses stay. */
export async function changeCoupon(db: Db, actor: Actor, id: number, body: CouponBody) {
  const columns = await couponColumns(db, body);
  await audited(db, actor, async (tx) => {
    if (!(await lockCoupon(tx, id))) throw new DomainError('NOT_FOUND', `Coupon ${id} was not found`);
    const before = await findCoupon(tx, id);
    if (!(await updateCoupon(tx, id, columns))) throw codeTaken(body.code);
    const after = await findCoupon(tx, id);
    if (!before || !after) throw new Error('the coupon vanished while locked');
    const was = toCoupon(before);
    const now = toCoupon(after);
    const changed = Object.keys(termsOf(now)).filter(
      (k) => JSON.stringify(was[k as keyof ConsoleCoupon]) !== JSON.stringify(now[k as keyof ConsoleCoupon]),
    );
    return {
      result: null,
      audit: {
        action: 'coupon.change',
        subject: { type: 'coupon', id },
        summary: `${now.code}: ${changed.length ? `changed ${changed.join(', ')}` : 'nothing changed'}`,
        before: termsOf(was),
        after: termsOf(now),
      },
    };
  });
  return couponDetail(db, id);
}

/** GET /admin/v1/gift-codes */
export async function listGiftCodes(db: Db, q: z.output<typeof giftCodeListQuery>) {
  const { rows, total } = await findGiftCodes(
    db,
    { q: q.q || undefined, redeemed: q.redeemed },
    pageWindow(q),
  );
  return { items: rows.map(toGiftCode), total };
}

/** POST /admin/v1/gift-codes: a gift code to hand out; a last day already passed is a 400, a code taken a 409. */
export async function createGiftCode(db: Db, actor: Actor, body: z.output<typeof giftCodeBody>) {
  const validUntil = dayEnd(body.valid_until);
  if (validUntil <= actor.now) {
    const message = `valid_until (${body.valid_until}) has already passed.`;
    throw validationError({ valid_until: message }, message);
  }
  const code = body.code ?? giftCodeFrom(randomBytes(GIFT_CODE_LENGTH));
  return audited(db, actor, async (tx) => {
    const saved = await insertGiftCodeOnce(tx, {
      code,
      kind: body.kind,
      value: body.value,
      validUntil,
      voucherDays: body.voucher_days,
    });
    if (!saved) throw codeTaken(code);
    const gift = toGiftCode(saved);
    return {
      result: gift,
      audit: {
        action: 'giftcode.create',
        subject: { type: 'gift_code', id: gift.id },
        summary: `${gift.code}: ₹${gift.value} as ${gift.kind === 'wallet' ? 'wallet money' : 'a voucher'}, until ${gift.valid_until}`,
        after: { ...body, code },
      },
    };
  });
}
