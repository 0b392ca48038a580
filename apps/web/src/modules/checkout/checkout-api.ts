import type { ApiClient } from '@store/api-client';
import type { BookingDraft, BookingQuote } from '@store/contract';

/** The reply shapes of the checkout calls (packages/contract/src/orders.ts), as the browser reads them. */
export type CouponOffer = {
  code: string;
  description: string;
  discount: number;
  applicable: boolean;
  message: string;
  is_voucher: boolean;
};
export type PlacedOrder = {
  order_id: number;
  status: string;
  payment_method: string;
  amount: number;
  payable: number;
  hold_expires_at: string | null;
  payment: { provider: string; provider_order_id: string } | null;
};
export type PaymentDetails = {
  provider: string;
  key_id: string;
  provider_order_id: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  prefill: { name: string; contact: string; email: string };
  script_url: string;
};
export type CheckoutQuestion = {
  question_id: number;
  question: string;
  type: 'text' | 'single_select' | 'multi_select' | 'address';
  choices: string[];
  mandatory: boolean;
  limit: number | null;
  value: string | null;
};
export type OrderSummary = {
  id: number;
  status: string;
  payment_method: string;
  experience_name: string;
  date: string | null;
  time: string | null;
  /** The price before discounts; then the coupon, the wallet money and what is (to be) paid. */
  amount: number;
  coupon_code: string | null;
  amount_discounted: number;
  cash_used: number;
  payable: number;
  hold_expires_at: string | null;
  cod_available: boolean;
  /** How and by when an unpaid order is to be paid (and what it holds until then). */
  payment_note: string | null;
};
/** Wallet money an unpaid order holds, and the server's sentence saying so. */
export type HeldWalletMoney = {
  order_id: number;
  amount: number;
  until: string;
  experience_id: number;
  date: string | null;
  slot_id: number | null;
  message: string;
};
export type WalletState = { wallet_money: number; held: HeldWalletMoney[] };
export type SharedCheckout = {
  checkout_id: string;
  checkout_link: string;
  expires_at: string;
  amount: number;
};
export type CheckoutLink = {
  checkout_id: string;
  checkout_data: BookingQuote;
  expires_at: string;
  agent_name: string;
  customer_id: number | null;
  /** Whose link it is, masked. */
  customer: string;
  coupon_code: string | null;
  coupon_discount: number;
  booking_questions: { id: number; value?: string | null }[];
};
export type CustomerSummary = {
  id: number;
  first_name: string;
  last_name: string;
  mobile: string | null;
  email: string | null;
};

export type PaymentChoice = 'online' | 'cod' | 'offline';
export type OrderRequest = BookingDraft & {
  amount: number;
  coupon_code?: string;
  use_wallet: boolean;
  checkout_id?: string;
  customer_id?: number;
  booking_questions?: { id: number; value: string }[];
};

const PLACE_PATH: Record<PaymentChoice, string> = {
  online: '/v5/booking/book_order',
  cod: '/v5/booking/book_cod_order',
  offline: '/v5/booking/book_offline_order',
};

// Checkout names the draft's city on every call (the cookie may hold another).
const inCity = (city: string, extra: object = {}) => ({ headers: { CITY: city }, ...extra });

export const listCoupons = (api: ApiClient, city: string, draft: BookingDraft & { checkout_id?: string }) =>
  api.post<{ amount: number; coupons: CouponOffer[] }>(
    '/v2/booking/coupons',
    draft,
    inCity(city, { hideAlert: true }),
  );

export const walletBalance = (api: ApiClient) =>
  api.post<WalletState>('/v2/user/balance', {}, { hideAlert: true });

export const checkoutQuestions = (api: ApiClient, city: string, experienceId: number) =>
  api.get<{ questions: CheckoutQuestion[] }>(
    `/v2/booking/${experienceId}/getQuestionsByCheckout`,
    undefined,
    inCity(city, { hideAlert: true }),
  );

/** The same attempt carries the same key, so a double click or a retry after a lost reply makes one order. */
export const placeOrder = (
  api: ApiClient,
  city: string,
  choice: PaymentChoice,
  body: OrderRequest,
  attemptKey: string,
) =>
  api.request<PlacedOrder>('POST', PLACE_PATH[choice], {
    body,
    ...inCity(city, { hideAlert: true }),
    headers: { CITY: city, 'Idempotency-Key': attemptKey },
  });

export const paymentDetails = (api: ApiClient, orderId: number) =>
  api.post<PaymentDetails>('/v2/booking/razor_pay/order_details', { order_id: orderId }, { hideAlert: true });

export const confirmPayment = (
  api: ApiClient,
  body: {
    order_id: number;
    razorpay_order_id: string;
    razorpay_payment_id: string;
    razorpay_signature: string;
  },
) => api.post<{ order_id: number; status: string }>('/v2/booking/payment_confirm', body, { hideAlert: true });

export const orderById = (api: ApiClient, orderId: number) =>
  api.get<OrderSummary>(`/v2/order-detail-by-id/${orderId}`, undefined, { hideAlert: true });

/** The customer confirms an offline booking, paying online (then the payment window) or in cash where allowed. */
export const confirmOfflineBooking = (api: ApiClient, orderId: number, paymentMethod: 'online' | 'cod') =>
  api.post<{ order_id: number; status: string }>(
    `/v2/booking/confirm_offline_booking/${orderId}`,
    { payment_method: paymentMethod },
    { hideAlert: true },
  );

export const searchCustomers = (api: ApiClient, query: string) =>
  api.get<CustomerSummary[]>('/v2/user/search', { query }, { hideAlert: true });

export const shareCheckout = (
  api: ApiClient,
  city: string,
  body: BookingDraft & {
    customer_id: number;
    valid_hours?: number;
    coupon_code?: string;
    booking_questions?: { id: number; value: string }[];
  },
) => api.post<SharedCheckout>('/v2/share-checkout', body, inCity(city, { hideAlert: true }));

export const checkoutLink = (api: ApiClient, checkoutId: string) =>
  api.get<CheckoutLink>('/v2/get-checkout-link', { checkout_id: checkoutId }, { hideAlert: true });
