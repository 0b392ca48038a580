import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { cities, experiences } from './catalogue';
import { coupons } from './coupons';
import { users } from './users';

// The customer's account area: addresses, saved occasions, the wishlist, gift codes and
// referral credits. Every row belongs to one user; the API reads them only through that owner.

/** A delivery address: in one city, at a pincode of that city, with the point picked on the map. */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    pincode: text('pincode').notNull(),
    /** Who receives the booking there, and their number. */
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    /** House, floor and building; then the street or area; then a landmark. */
    line1: text('line1').notNull(),
    line2: text('line2').notNull().default(''),
    landmark: text('landmark').notNull().default(''),
    label: text('label').$type<AddressLabel>().notNull().default('home'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('customer_addresses_user').on(t.userId, t.id),
    check(
      'customer_addresses_point',
      sql`${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180`,
    ),
  ],
);
export type AddressLabel = 'home' | 'work' | 'other';

/** A saved occasion: whose (relation, name), what (occasion) and when. */
export const userDates = pgTable(
  'user_dates',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    occasion: text('occasion').notNull(),
    relation: text('relation').notNull(),
    name: text('name').notNull().default(''),
    date: date('date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('user_dates_user').on(t.userId, t.date)],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    experienceId: integer('experience_id')
      .notNull()
      .references(() => experiences.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.experienceId] })],
);

export type GiftCodeKind = 'wallet' | 'voucher';

/**
 * A gift code: redeemed once, by one customer, into wallet money or a voucher of its value
 * (docs/product.md, "Coupons, vouchers and gift codes"). The voucher it made is kept, so the
 * redemption can be traced.
 */
export const giftCodes = pgTable(
  'gift_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    kind: text('kind').$type<GiftCodeKind>().notNull(),
    /** Rupees. */
    value: integer('value').notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    /** How long a voucher made from it stays valid. */
    voucherDays: integer('voucher_days').notNull().default(180),
    redeemedBy: integer('redeemed_by').references(() => users.id),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    voucherId: integer('voucher_id').references(() => coupons.id),
  },
  (t) => [
    check('gift_codes_kind', sql`${t.kind} in ('wallet', 'voucher')`),
    check('gift_codes_value', sql`${t.value} > 0`),
  ],
);

/**
 * One row per referred customer (the primary key): recorded at registration, earned once on the
 * friend's first paid order with a proven mobile (credited_at set, the credits both sides got).
 */
export const referrals = pgTable(
  'referrals',
  {
    referredId: integer('referred_id')
      .primaryKey()
      .references(() => users.id),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => users.id),
    referrerCredit: integer('referrer_credit').notNull(),
    friendCredit: integer('friend_credit').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
  },
  (t) => [
    index('referrals_referrer').on(t.referrerId, t.createdAt),
    // The month's earned referrals of a referrer, counted against its cap.
    index('referrals_referrer_credited').on(t.referrerId, t.creditedAt),
    check('referrals_not_self', sql`${t.referredId} <> ${t.referrerId}`),
  ],
);
