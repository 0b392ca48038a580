import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { cities, experiences } from './catalogue';
import { orders } from './orders';
import { users } from './users';

/**
 * Coupons and vouchers (a voucher is a coupon with an owner): docs/product.md, "Coupons, vouchers
 * and gift codes".
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    description: text('description').notNull().default(''),
    kind: text('kind').$type<'flat' | 'percent'>().notNull(),
    value: integer('value').notNull(),
    maxDiscount: integer('max_discount'),
    minOrder: integer('min_order').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    totalLimit: integer('total_limit'),
    perUserLimit: integer('per_user_limit').notNull().default(1),
    cityId: integer('city_id').references(() => cities.id),
    experienceId: integer('experience_id').references(() => experiences.id),
    ownerId: integer('owner_id').references(() => users.id),
    isActive: boolean('is_active').notNull().default(true),
  },
  // Every redeemed gift voucher is a coupon owned by its customer, so the table grows with them; a
  // checkout's offers (the public ones and the customer's own) and the profile's vouchers look up
  // by owner instead of reading every voucher ever issued.
  (t) => [index('coupons_owner').on(t.ownerId)],
);

/** One row per order that used a coupon; an order that ends unpaid gives its use back. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    discount: integer('discount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_order').on(t.orderId),
    index('coupon_redemptions_coupon').on(t.couponId, t.userId),
  ],
);

/** `adjustment`: an operator's credit or debit from the console, its note the reason. */
export type WalletKind = 'referral' | 'refund' | 'redemption' | 'checkout' | 'adjustment';

/** The wallet is this ledger: credits positive, debits negative; the balance is the sum, never below 0. */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amount: integer('amount').notNull(),
    kind: text('kind').$type<WalletKind>().notNull(),
    orderId: integer('order_id').references(() => orders.id),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('wallet_transactions_user').on(t.userId, t.id)],
);
