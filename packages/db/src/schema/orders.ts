import { ORDER_STATES, type OrderState, UNPAID_STATES } from '@store/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cities, experiences } from './catalogue';
import { slots } from './slots';
import { users } from './users';

/** The column holds one of the domain's order states and nothing else (a check constraint). */
const knownState = (column: AnyPgColumn) =>
  sql`${column} in (${sql.raw(ORDER_STATES.map((state) => `'${state}'`).join(', '))})`;

/**
 * The order is unpaid (its places, coupon and wallet money set aside), with the states written into
 * the statement's text: PostgreSQL uses the partial index orders_unpaid_slot only for a query whose
 * own text implies the index's predicate, which `status in ($1, $2)` never does.
 */
export const unpaidStatus = (column: AnyPgColumn) =>
  sql`${column} in (${sql.raw(UNPAID_STATES.map((state) => `'${state}'`).join(', '))})`;

// The checkout issue grows this table (payments, holds, audit); the seed already needs
// real recent orders for the order-notification popup.
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').references(() => users.id),
    experienceId: integer('experience_id')
      .notNull()
      .references(() => experiences.id),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    slotId: integer('slot_id').references(() => slots.id),
    date: date('date', { mode: 'string' }),
    quantity: integer('quantity').notNull().default(1),
    amount: integer('amount').notNull(),
    status: text('status').$type<OrderState>().notNull(),
    locality: text('locality').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    // The server's price, kept as it was charged (docs/product.md, "Orders as stored").
    pincode: text('pincode'),
    customizations: jsonb('customizations').$type<OrderCustomization[]>().notNull().default(sql`'[]'::jsonb`),
    experienceAmount: integer('experience_amount').notNull().default(0),
    deliveryCharges: integer('delivery_charges').notNull().default(0),
    taskSurge: integer('task_surge').notNull().default(0),
    customizationSurge: integer('customization_surge').notNull().default(0),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull().default('online'),
    /** Until when an unpaid online order holds its places. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    idempotencyKey: text('idempotency_key'),
    /** sha256 of the placement request: the same Idempotency-Key with another body is refused. */
    requestHash: text('request_hash'),
    couponCode: text('coupon_code'),
    /** The agent whose checkout link this order came from. */
    agentId: integer('agent_id').references(() => users.id),
    /** Rupees the coupon took off, and wallet money used; amount is what is left to pay. */
    amountDiscounted: integer('amount_discounted').notNull().default(0),
    cashUsed: integer('cash_used').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    /** 'customisation': add-ons bought after the booking, paid on their own and taking no places. */
    kind: text('kind').$type<OrderKind>().notNull().default('booking'),
    parentOrderId: integer('parent_order_id').references((): AnyPgColumn => orders.id),
    /**
     * Where a service at the customer's place happens: the saved address chosen at checkout and a copy
     * of it as it was then, so editing or deleting the saved one never changes the order.
     */
    addressId: integer('address_id'),
    /** Signed into the order's tracking key: an operator bumps it to end a leaked link at once. */
    trackingKeyVersion: integer('tracking_key_version').notNull().default(0),
    deliveryAddress: jsonb('delivery_address').$type<DeliveryAddress>(),
    /**
     * The customer agreed to be asked for a review on a third-party site once it is done
     * (docs/product.md, "Order tracking").
     */
    googleReviewOptIn: boolean('google_review_opt_in').notNull().default(false),
  },
  (t) => [
    index('orders_city_created').on(t.cityId, t.createdAt),
    index('orders_parent').on(t.parentOrderId),
    index('orders_customer').on(t.customerId, t.createdAt),
    uniqueIndex('orders_customer_idempotency').on(t.customerId, t.idempotencyKey),
    index('orders_hold_expiry').on(t.holdExpiresAt),
    // Booking a slot looks for its unpaid orders (to replace the customer's own and free expired
    // holds): without it every placement read every order whose hold had ever ended.
    index('orders_unpaid_slot').on(t.experienceId, t.cityId, t.date, t.slotId).where(unpaidStatus(t.status)),
    // The refund pass (every minute) looks for refund-due orders: a handful among all orders.
    index('orders_refund_due').on(t.id).where(sql`${t.status} = 'refund_due'`),
    check('orders_status_known', knownState(t.status)),
  ],
);

export type DeliveryAddress = {
  name: string;
  mobile: string;
  line1: string;
  line2: string;
  landmark: string;
  pincode: string;
  latitude: number;
  longitude: number;
};

export type PaymentMethod = 'online' | 'cod' | 'offline';
export type OrderKind = 'booking' | 'customisation';
export type OrderCustomization = {
  customization_id: number;
  name: string;
  type?: string;
  unit_price: number;
  quantity: number;
  amount: number;
  answer?: string;
  choices?: string[];
};

/**
 * Every change of an order's state, appended and never changed (docs/architecture.md, "Orders: one
 * writer, places taken in one update").
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    fromStatus: text('from_status').$type<OrderState>(),
    toStatus: text('to_status').$type<OrderState>().notNull(),
    cause: text('cause').notNull(),
    actorId: integer('actor_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('order_events_order').on(t.orderId, t.id),
    check('order_events_to_known', knownState(t.toStatus)),
    check('order_events_from_known', sql`${t.fromStatus} is null or ${knownState(t.fromStatus)}`),
  ],
);

export type PaymentStatus = 'created' | 'paid' | 'failed';

/** A provider's order for an online booking; its payment id arrives when the customer pays. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id').notNull().unique(),
    providerPaymentId: text('provider_payment_id'),
    /** Rupees; the provider is asked for amount × 100 paise. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('INR'),
    status: text('status').$type<PaymentStatus>().notNull().default('created'),
    /**
     * When the customer was last given Paytm's checkout form for this payment: only such payments
     * are asked about at Paytm by the reconciliation pass (the others never went to Paytm).
     */
    paytmFormAt: timestamp('paytm_form_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('payments_order').on(t.orderId)],
);

/** Provider webhook events already applied, so a redelivered event changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  provider: text('provider').notNull(),
  kind: text('kind').notNull(),
  providerOrderId: text('provider_order_id'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});

/**
 * The built-in sandbox provider's own books: what it captured. The store never trusts this table
 * directly; it reads it through the provider interface, as it would ask Razorpay.
 */
export const sandboxCaptures = pgTable('sandbox_captures', {
  paymentId: text('payment_id').primaryKey(),
  providerOrderId: text('provider_order_id').notNull(),
  amountPaise: integer('amount_paise').notNull(),
  currency: text('currency').notNull(),
  capturedAt: timestamp('captured_at', { withTimezone: true }).notNull(),
});

/**
 * A checkout an agent built for a customer: the draft and its price, locked until it expires. The
 * customer opens the link, signs in and pays that price; the order records the agent.
 */
export const checkouts = pgTable('checkouts', {
  id: text('id').primaryKey(),
  agentId: integer('agent_id')
    .notNull()
    .references(() => users.id),
  customerId: integer('customer_id').references(() => users.id),
  cityId: integer('city_id')
    .notNull()
    .references(() => cities.id),
  draft: jsonb('draft').$type<Record<string, unknown>>().notNull(),
  quote: jsonb('quote').$type<Record<string, unknown>>().notNull(),
  amount: integer('amount').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  /**
   * The order that consumed the link, set in that order's transaction; a link whose order ended
   * unpaid (expired, cancelled) may be placed again, any other is used up.
   */
  orderId: integer('order_id').references((): AnyPgColumn => orders.id),
});

/**
 * What a customer said about a completed booking (/v2/experience/feedback, docs/product.md, "Order
 * tracking"): once per order.
 */
export const orderFeedback = pgTable(
  'order_feedback',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    /** Where the operators are with it in the console's inbox: new, in progress, done (handled). */
    status: text('status').$type<'new' | 'in_progress' | 'done'>().notNull().default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('order_feedback_rating', sql`${t.rating} between 1 and 5`),
    check('order_feedback_status_known', sql`${t.status} in ('new', 'in_progress', 'done')`),
    index('order_feedback_low_open').on(t.orderId).where(sql`${t.rating} <= 2 AND ${t.status} <> 'done'`),
  ],
);
