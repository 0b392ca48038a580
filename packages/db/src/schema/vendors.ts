import { VENDOR_REQUEST_HOLDING_STATES, VENDOR_REQUEST_STATES, type VendorRequestState } from '@store/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cities, experiences } from './catalogue';
import { pincodes } from './delivery';
import { orders } from './orders';

// Vendors are partners who carry out bookings. They are NOT users with a role:
// Vendors answer through a signed link, without an account (docs/product.md, "Who uses it"), so they never
// sign in, hold no session and need no password; a vendor's mobile may also belong to a customer
// account (users.mobile is unique, a vendor's owner may book for themselves). Messages to a vendor
// name the vendor (messages.vendor_id) instead of a user. Operators (users with role 'ops' or 'admin')
// will manage these rows from the console.
export const vendors = pgTable(
  'vendors',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    mobile: text('mobile').notNull().unique(),
    /** Booking requests also go by WhatsApp when set (text messages always). */
    whatsappOptIn: boolean('whatsapp_opt_in').notNull().default(false),
    /** Weekdays the vendor works, 0 = Sunday (as Date#getDay). */
    workingDays: integer('working_days').array().notNull().default(sql`'{0,1,2,3,4,5,6}'::integer[]`),
    /** An inactive vendor keeps its history but is asked nothing new. */
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When the vendor read out the code texted to this mobile; null: never asked for a booking. */
    mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true }),
    /** Bookings a day the vendor takes; null: no limit. */
    dailyCapacity: integer('daily_capacity'),
    /** Paused: asked nothing before this local date (nor for bookings dated before it). */
    pausedUntil: date('paused_until', { mode: 'string' }),
    pauseReason: text('pause_reason'),
    /** The percent the store keeps of this vendor's orders; null: the store's default (an experience's own wins). */
    commissionPercent: smallint('commission_percent'),
  },
  (t) => [
    check('vendors_commission_percent', sql`${t.commissionPercent} between 0 and 100`),
    check('vendors_working_days', sql`${t.workingDays} <@ '{0,1,2,3,4,5,6}'::integer[]`),
    check('vendors_mobile', sql`${t.mobile} ~ '^[0-9]{10}$'`),
    check('vendors_daily_capacity', sql`${t.dailyCapacity} is null or ${t.dailyCapacity} > 0`),
    check('vendors_pause', sql`(${t.pausedUntil} is null) = (${t.pauseReason} is null)`),
  ],
);

/** The cities a vendor works in. */
export const vendorCities = pgTable(
  'vendor_cities',
  {
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.cityId] })],
);

/**
 * The pincodes a vendor serves, each in one of its cities (the pincode's own, checked by the
 * console); a city of theirs with none of its pincodes listed is served whole.
 */
export const vendorPincodes = pgTable(
  'vendor_pincodes',
  {
    vendorId: integer('vendor_id').notNull(),
    cityId: integer('city_id').notNull(),
    pincode: text('pincode')
      .notNull()
      .references(() => pincodes.pincode),
  },
  (t) => [
    primaryKey({ name: 'vendor_pincodes_pk', columns: [t.vendorId, t.pincode] }),
    foreignKey({
      name: 'vendor_pincodes_city',
      columns: [t.vendorId, t.cityId],
      foreignColumns: [vendorCities.vendorId, vendorCities.cityId],
    }),
  ],
);

/**
 * The experiences a vendor serves in one of its cities, ranked: for an order, the vendor with the
 * lowest rank for its experience and city is asked first. One rank per place in each list.
 */
export const vendorExperiences = pgTable(
  'vendor_experiences',
  {
    vendorId: integer('vendor_id').notNull(),
    experienceId: integer('experience_id')
      .notNull()
      .references(() => experiences.id),
    cityId: integer('city_id').notNull(),
    rank: integer('rank').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.experienceId, t.cityId] }),
    uniqueIndex('vendor_experiences_rank').on(t.experienceId, t.cityId, t.rank),
    // Only in a city the vendor works in.
    foreignKey({
      columns: [t.vendorId, t.cityId],
      foreignColumns: [vendorCities.vendorId, vendorCities.cityId],
    }),
    check('vendor_experiences_rank_positive', sql`${t.rank} > 0`),
  ],
);

/** A list of the domain's states as SQL literals, for a check or an index. */
const inList = (states: readonly string[]) => sql.raw(states.map((s) => `'${s}'`).join(', '));

/**
 * One booking request to one vendor (its states and moves: the domain's vendor request process), answered once through its signed link
 * before `answer_by`. An order has at most one request open or accepted at a time (a partial unique
 * index: two vendors can never both hold it); the dispatch asks each vendor once, an operator may
 * ask one again.
 */
export const vendorRequests = pgTable(
  'vendor_requests',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    status: text('status').$type<VendorRequestState>().notNull().default('sent'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    /** The end of the answer window; the link's signed expiry is the same instant. */
    answerBy: timestamp('answer_by', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    // One request per vendor and order at a time (the one holder below); an operator may ask a
    // vendor who answered before again, a request of its own.
    index('vendor_requests_order_vendor').on(t.orderId, t.vendorId),
    uniqueIndex('vendor_requests_one_holder')
      .on(t.orderId)
      .where(sql`${t.status} in (${inList(VENDOR_REQUEST_HOLDING_STATES)})`),
    index('vendor_requests_open').on(t.answerBy).where(sql`${t.status} = 'sent'`),
    check('vendor_requests_status', sql`${t.status} in (${inList(VENDOR_REQUEST_STATES)})`),
  ],
);

/**
 * Orders no vendor is left to take (every eligible one rejected or let the request lapse): flagged
 * for the operators, whose console lists the unresolved ones. While a flag is open the order is not
 * dispatched again; resolving it (after adding a vendor, say) lets the next dispatch pass try again.
 */
export const vendorEscalations = pgTable(
  'vendor_escalations',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('vendor_escalations_open').on(t.orderId).where(sql`${t.resolvedAt} is null`)],
);
