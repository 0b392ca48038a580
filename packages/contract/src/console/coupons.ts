import { z } from 'zod';
import { ymd } from '../booking';
import { id, text } from '../bounds';
import { couponTerms } from '../profile';
import { cap, couponRupees, rupees } from './money';
import { pageOf, pageQuery, personRef } from './paging';

const yesNo = (field: string) =>
  z.enum(['true', 'false'], { error: `${field} must be true or false` }).transform((v) => v === 'true');

// ── GET /admin/v1/coupons: by code (`q`), active or not, with how much each is used ──
export const consoleCouponListQuery = pageQuery.extend({ active: yesNo('active').optional() });

export const consoleCoupon = couponTerms.extend({
  /** The first and last day it works (YYYY-MM-DD, in India); `value` is rupees or a percent. */
  total_limit: z.number().int().nullable(),
  per_user_limit: z.number().int(),
  city: personRef.nullable(),
  experience: personRef.nullable(),
  /** A voucher's one customer; null for a store coupon. */
  owner: personRef.nullable(),
  is_active: z.boolean(),
  /** Uses that count (orders not ended unpaid), and by how many customers. */
  used: z.number().int(),
  customers: z.number().int(),
});
export type ConsoleCoupon = z.infer<typeof consoleCoupon>;
export const consoleCouponList = pageOf(consoleCoupon);

/** One order that used the coupon. */
export const couponUse = z.object({
  order_id: z.number().int(),
  customer: personRef,
  discount: z.number().int(),
  order_status: z.string(),
  /** False when the order ended unpaid and gave the use back. */
  counts: z.boolean(),
  created_at: z.string(),
});
// ── GET /admin/v1/coupons/{id}: the coupon and every order that used it ──
export const consoleCouponDetail = consoleCoupon.extend({ uses: z.array(couponUse) });
export type ConsoleCouponDetail = z.infer<typeof consoleCouponDetail>;

// ── POST /admin/v1/coupons, PUT /admin/v1/coupons/{id} (admins) ──
export const couponBody = z.object({
  code: text(40, 'code')
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9_-]{3,40}$/, 'code must be 3 to 40 letters, digits, - or _'),
  description: text(200, 'description').trim().default(''),
  kind: z.enum(['flat', 'percent'], { error: "kind must be 'flat' or 'percent'" }),
  value: couponRupees('value', 1),
  max_discount: couponRupees('max_discount').nullable().default(null),
  min_order: rupees('min_order').default(0),
  /** The first and last day it works, in the store's time zone (India). */
  valid_from: ymd,
  valid_until: ymd,
  /** Uses in all (null: no cap) and per customer. */
  total_limit: cap('total_limit').nullable().default(null),
  per_user_limit: cap('per_user_limit').default(1),
  city_id: id().nullable().default(null),
  experience_id: id().nullable().default(null),
  is_active: z.boolean({ error: 'is_active must be true or false' }).default(true),
});
export type CouponBody = z.output<typeof couponBody>;

// ── Gift codes: GET and POST /admin/v1/gift-codes ──
export const giftCodeListQuery = pageQuery.extend({ redeemed: yesNo('redeemed').optional() });
export const consoleGiftCode = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(['wallet', 'voucher']),
  value: z.number().int(),
  valid_until: z.string(),
  voucher_days: z.number().int(),
  redeemed_by: personRef.nullable(),
  redeemed_at: z.string().nullable(),
  /** The voucher a 'voucher' code became. */
  voucher: z.object({ id: z.number().int(), code: z.string() }).nullable(),
});
export const consoleGiftCodeList = pageOf(consoleGiftCode);
export const giftCodeBody = z.object({
  /** Left out (the default): the server makes an 80-bit code. A typed one (a campaign's) is kept as typed. */
  code: couponBody.shape.code.optional(),
  kind: z.enum(['wallet', 'voucher'], { error: "kind must be 'wallet' or 'voucher'" }),
  value: couponRupees('value', 1),
  /** The last day it can be redeemed, in the store's time zone. */
  valid_until: ymd,
  voucher_days: z.number().int('voucher_days must be a whole number').min(1).max(3650).default(180),
});
