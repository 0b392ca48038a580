import { z } from 'zod';
import { bookingDraft, bookingQuote, pricedCustomization } from './booking';
import { bookingAnswers, bookingQuestionView } from './booking-questions';
import { id, int4, text } from './bounds';
import { setupPhoto } from './files';

/** A booking draft as checkout sends it: the amount the customer saw must equal the server's price. */
export const placeOrderBody = bookingDraft.extend({
  /** What the customer will pay: the server's price less the coupon and the wallet money used. */
  amount: int4().min(0, 'amount must be whole rupees'),
  coupon_code: text(40, 'coupon_code').trim().min(3).optional(),
  use_wallet: z.boolean().default(false),
  /** An agent's checkout link: its locked price is charged, and the order records the agent. */
  checkout_id: text(100, 'checkout_id').trim().min(10).optional(),
  /** Answers to the checkout's booking questions; mandatory ones must be answered. */
  booking_questions: bookingAnswers.optional(),
  /**
   * Where a service delivered at the customer's place is done: one of the customer's saved
   * addresses in the booking's city and pincode. The order keeps a copy of it.
   */
  address_id: id().optional(),
});

export const providerOrder = z.object({
  provider: z.string(),
  provider_order_id: z.string(),
  /** What the provider is asked for: rupees × 100. */
  amount_paise: z.number().int(),
  currency: z.string(),
});

export const placedOrder = z.object({
  order_id: z.number().int(),
  status: z.string(),
  payment_method: z.string(),
  amount: z.number().int(),
  amount_discounted: z.number().int(),
  cash_used: z.number().int(),
  /** What is left to pay: amount − amount_discounted − cash_used. */
  payable: z.number().int(),
  coupon_code: z.string().nullable(),
  /** Until when the places are held for an unpaid online order; null otherwise. */
  hold_expires_at: z.string().nullable(),
  payment: providerOrder.nullable(),
});
export type PlacedOrder = z.infer<typeof placedOrder>;

/** The order's copy of its delivery address, as it was when the order was placed. */
export const deliveryAddress = z.object({
  name: z.string(),
  mobile: z.string(),
  line1: z.string(),
  line2: z.string(),
  landmark: z.string(),
  pincode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});

/**
 * The key of an order's tracking link (sent in its messages): with it, the order opens on a device
 * where its customer is not signed in.
 */
export const orderDetailQuery = z.object({
  key: text(64, 'key')
    .regex(/^[A-Za-z0-9_-]+$/, 'key must be the key of a tracking link')
    .optional(),
});

export const timelineStep = z.object({
  status: z.string(),
  label: z.string(),
  at: z.string(),
  /** When, in the order's city's time ('Tue, 1 Dec 2026, 10:00 AM'). */
  at_text: z.string(),
});
export const orderPayment = z.object({
  provider: z.string(),
  amount: z.number().int(),
  /** created (not paid yet), paid or failed. */
  status: z.string(),
  at: z.string(),
});
export const customizationOrder = z.object({
  order_id: z.number().int(),
  status: z.string(),
  amount: z.number().int(),
  payable: z.number().int(),
  customizations: z.array(pricedCustomization),
  created_at: z.string(),
});

export const orderDetail = z.object({
  id: z.number().int(),
  status: z.string(),
  payment_method: z.string(),
  experience_id: z.number().int(),
  experience_name: z.string(),
  featured_image: z.string(),
  city_id: z.number().int(),
  date: z.string().nullable(),
  slot_id: z.number().int().nullable(),
  time: z.string().nullable(),
  pincode: z.string().nullable(),
  /** Where the service is delivered; null for venue experiences and orders placed without one. */
  delivery_address: deliveryAddress.nullable(),
  quantity: z.number().int(),
  experience_amount: z.number().int(),
  delivery_charges: z.number().int(),
  task_surge: z.number().int(),
  customization_surge: z.number().int(),
  customizations: z.array(pricedCustomization),
  /** The price before discounts, then what the coupon and the wallet took off, and what is left. */
  amount: z.number().int(),
  coupon_code: z.string().nullable(),
  amount_discounted: z.number().int(),
  cash_used: z.number().int(),
  /** amount − amount_discounted − cash_used: paid (or to pay, while unpaid). */
  payable: z.number().int(),
  /** Until when an unpaid order (online or offline) holds its places, coupon and wallet money. */
  hold_expires_at: z.string().nullable(),
  /** Whether the experience may be paid in cash on delivery (an offline booking's choice). */
  cod_available: z.boolean(),
  /** How and by when an unpaid order (offline, or waiting for its online payment) is to be paid; else null. */
  payment_note: z.string().nullable(),
  created_at: z.string(),
  /** booking, or customisation: add-ons bought later for parent_order_id. */
  kind: z.string(),
  parent_order_id: z.number().int().nullable(),
  /** The experience's booking questions with this order's answers. */
  booking_questions: z.array(bookingQuestionView),
  /** The customer agreed to a review request once it is done (docs/product.md, "Order tracking"): 0 or 1. */
  is_google_review_opt_in: z.union([z.literal(0), z.literal(1)]),
  /** The number customer care answers on for this order. */
  ops_contact: z.string(),
  /** The partner doing it, once one accepted it: who comes and how to reach them. */
  vendor: z.object({ name: z.string(), mobile: z.string() }).nullable(),
  /** The states the order went through, oldest first (its audit rows). */
  timeline: z.array(timelineStep),
  /** The vendor's photos of the setup, as proof, oldest first. */
  setup_photos: z.array(setupPhoto),
  /** Online payments made or tried for it, oldest first. */
  payments: z.array(orderPayment),
  /** Add-ons bought after booking (each its own order), newest first. */
  add_ons: z.array(customizationOrder),
});
export type OrderDetail = z.infer<typeof orderDetail>;

// ── Online payment ──
export const orderIdBody = z.object({ order_id: id() });
export const paymentOrderDetails = z.object({
  provider: z.string(),
  key_id: z.string(),
  provider_order_id: z.string(),
  /** Paise, as the provider's checkout wants it. */
  amount: z.number().int(),
  currency: z.string(),
  name: z.string(),
  description: z.string(),
  prefill: z.object({ name: z.string(), contact: z.string(), email: z.string() }),
  /**
   * The provider's checkout script (Razorpay's `new Razorpay(options).open()`), absolute or relative
   * to the API. Only the checkout page loads it.
   */
  script_url: z.string(),
});
export const paymentConfirmBody = z.object({
  order_id: id(),
  razorpay_order_id: text(100, 'razorpay_order_id').min(1),
  razorpay_payment_id: text(100, 'razorpay_payment_id').min(1),
  razorpay_signature: text(200, 'razorpay_signature').min(1),
});
export const orderStatus = z.object({ order_id: z.number().int(), status: z.string() });
export type OrderStatus = z.infer<typeof orderStatus>;
export const sandboxCheckoutQuery = z.object({
  provider_order_id: text(100, 'provider_order_id').min(1),
  /** The store page's origin, which the sandbox's window answers (postMessage) with the outcome. */
  origin: text(500, 'origin').pipe(z.url()),
});
/** The sandbox checkout's form post: its order and origin, and the button pressed (pay or fail). */
export const sandboxCompleteBody = sandboxCheckoutQuery.extend({ outcome: text(20, 'outcome').default('') });

/**
 * An offline booking: an agent may book it for a customer, who confirms it later (once). An agent's
 * booking spends none of the customer's wallet money or coupons (coupon_code and use_wallet are refused).
 */
export const offlineOrderBody = placeOrderBody.extend({
  customer_id: id().optional(),
});
/** How the customer pays the offline booking they confirm: online (the default) or cash, where allowed. */
export const confirmOfflineBody = z
  .object({ payment_method: z.enum(['online', 'cod']).default('online') })
  .default({ payment_method: 'online' });
export type OfflinePaymentChoice = z.output<typeof confirmOfflineBody>['payment_method'];

// ── Coupons and wallet ──
export const couponsBody = placeOrderBody.omit({ amount: true });
export const couponOffer = z.object({
  code: z.string(),
  description: z.string(),
  /** Rupees it takes off this draft; 0 when it cannot be used. */
  discount: z.number().int(),
  applicable: z.boolean(),
  /** Why it cannot be used; empty when it can. */
  message: z.string(),
  is_voucher: z.boolean(),
});
export const couponList = z.object({ amount: z.number().int(), coupons: z.array(couponOffer) });
/** Wallet money set aside by an unpaid order: it comes back when the hold ends or the same booking is placed again. */
export const heldWalletMoney = z.object({
  order_id: z.number().int(),
  amount: z.number().int(),
  until: z.string(),
  experience_id: z.number().int(),
  date: z.string().nullable(),
  slot_id: z.number().int().nullable(),
  message: z.string(),
});
export const walletBalanceResult = z.object({
  wallet_money: z.number().int(),
  held: z.array(heldWalletMoney).default([]),
});

// ── Agent checkout links ──
export const shareCheckoutBody = bookingDraft.extend({
  /** The customer it is for (from /v2/user/search or a registration): only they can pay it. */
  customer_id: id(),
  /** The coupon the agent chose: checked now for that customer, and again when they pay. */
  coupon_code: text(40, 'coupon_code').trim().min(3).optional(),
  /** Answers the agent took down: checked now, and placed with the order. */
  booking_questions: bookingAnswers.optional(),
  /** How long the price holds. */
  valid_hours: z.number().int().min(1).max(168).default(24),
});
export const sharedCheckout = z.object({
  checkout_id: z.string(),
  checkout_link: z.string(),
  expires_at: z.string(),
  amount: z.number().int(),
});
export const checkoutLinkQuery = z.object({ checkout_id: text(100, 'checkout_id').trim().min(10) });
export const checkoutLink = z.object({
  checkout_id: z.string(),
  checkout_data: bookingQuote,
  /** The name of the quote's city as the store writes it ("Delhi NCR"), for the page to show. */
  city_name: z.string(),
  expires_at: z.string(),
  agent_name: z.string(),
  customer_id: z.number().int().nullable(),
  /** Whose link it is, masked (first name and mobile's ends), to tell a wrong account apart. */
  customer: z.string(),
  /** The agent's coupon and what it takes off the locked price (checked again at payment). */
  coupon_code: z.string().nullable(),
  coupon_discount: z.number().int(),
  booking_questions: bookingAnswers,
});

// ── Wallet payment (Paytm) ──
/** Paytm's checkout form fields, signed: the browser posts every one of them to gateway_url. */
export const paytmCheckoutFields = z.object({
  MID: z.string(),
  ORDER_ID: z.string(),
  CUST_ID: z.string(),
  INDUSTRY_TYPE_ID: z.string(),
  CHANNEL_ID: z.string(),
  /** Rupees with two decimals, e.g. "2297.00". */
  TXN_AMOUNT: z.string(),
  WEBSITE: z.string(),
  CALLBACK_URL: z.string(),
  MOBILE_NO: z.string().optional(),
  EMAIL: z.string().optional(),
  CHECKSUMHASH: z.string(),
});
/** How the checkout of the CITY may be paid, besides the card provider: Paytm where it is set up. */
export const paymentMethods = z.object({ paytm: z.boolean() });
export type PaymentMethods = z.infer<typeof paymentMethods>;

export const paytmTransaction = z.object({
  order_id: z.number().int(),
  gateway_url: z.string(),
  params: paytmCheckoutFields,
});
