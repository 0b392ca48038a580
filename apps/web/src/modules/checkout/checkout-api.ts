import { type ApiClient, type BodyOf, endpoints, type ReplyOf } from '@store/api-client';
import type { BookingDraft } from '@store/contract';

// The reply shapes of the checkout calls are the contract's (packages/contract/src/orders.ts).
export type CouponOffer = ReplyOf<typeof endpoints.coupons>['coupons'][number];
export type CheckoutQuestion = ReplyOf<typeof endpoints.checkoutQuestions>['questions'][number];
export type OrderSummary = ReplyOf<typeof endpoints.orderDetail>;
/** An order the store's server read for the page (the tracking page), with the link's key it used. */
export type ServedOrder = { readonly order: OrderSummary; readonly trackingKey: string | undefined };
export type WalletState = ReplyOf<typeof endpoints.walletBalance>;
/** Wallet money an unpaid order holds, and the server's sentence saying so. */
export type HeldWalletMoney = WalletState['held'][number];
export type CheckoutLink = ReplyOf<typeof endpoints.checkoutLink>;
export type CustomerSummary = ReplyOf<typeof endpoints.searchUsers>[number];

/** Paytm's orders are placed as online ones; the customer pays them on Paytm's page. */
export type PaymentChoice = 'online' | 'paytm' | 'cod' | 'offline';
/** What placing an order sends: the draft, the price shown, and the offline booking's customer. */
export type OrderRequest = BodyOf<typeof endpoints.placeOfflineOrder> & BookingDraft;

/** Online (card provider or Paytm) and cash-on-delivery orders are placed alike, at two paths. */
const PLACE: Record<
  'online' | 'paytm' | 'cod',
  typeof endpoints.placeOnlineOrder | typeof endpoints.placeCodOrder
> = {
  online: endpoints.placeOnlineOrder,
  paytm: endpoints.placeOnlineOrder,
  cod: endpoints.placeCodOrder,
};

// Checkout names the draft's city on every call (the cookie may hold another).
const inCity = (city: string) => ({ headers: { CITY: city }, hideAlert: true });
const quiet = { hideAlert: true } as const;

export const listCoupons = (api: ApiClient, city: string, draft: BodyOf<typeof endpoints.coupons>) =>
  api.call(endpoints.coupons, { body: draft, ...inCity(city) });

export const walletBalance = (api: ApiClient) => api.call(endpoints.walletBalance, quiet);

export const checkoutQuestions = (api: ApiClient, city: string, experienceId: number) =>
  api.call(endpoints.checkoutQuestions, { params: { id: experienceId }, ...inCity(city) });

/** The same attempt carries the same key, so a double click or a retry after a lost reply makes one order. */
export const placeOrder = (
  api: ApiClient,
  city: string,
  choice: PaymentChoice,
  body: OrderRequest,
  attemptKey: string,
) => {
  const options = { body, hideAlert: true, headers: { CITY: city, 'Idempotency-Key': attemptKey } };
  return choice === 'offline'
    ? api.callWithMessage(endpoints.placeOfflineOrder, options)
    : api.callWithMessage(PLACE[choice], options);
};

export const paymentDetails = (api: ApiClient, orderId: number) =>
  api.call(endpoints.paymentOrderDetails, { body: { order_id: orderId }, ...quiet });

/** Whether the city's checkout offers Paytm (where the store set it up). */
export const paymentMethods = (api: ApiClient, city: string) =>
  api.call(endpoints.paymentMethods, inCity(city));

/** Paytm's signed checkout form for an unpaid order, to be posted to its payment page. */
export const paytmForm = (api: ApiClient, orderId: number) =>
  api.call(endpoints.paytmChecksum, { body: { order_id: orderId }, ...quiet });

export const confirmPayment = (api: ApiClient, body: BodyOf<typeof endpoints.confirmPayment>) =>
  api.call(endpoints.confirmPayment, { body, ...quiet });

/** An order of the signed-in customer, or any order with its tracking link's key. */
export const orderById = (api: ApiClient, orderId: number, key?: string) =>
  api.call(endpoints.orderDetail, { params: { id: orderId }, ...(key && { query: { key } }), ...quiet });

/** The customer confirms an offline booking, paying online (then the payment window) or in cash where allowed. */
export const confirmOfflineBooking = (api: ApiClient, orderId: number, paymentMethod: 'online' | 'cod') =>
  api.call(endpoints.confirmOfflineBooking, {
    params: { id: orderId },
    body: { payment_method: paymentMethod },
    ...quiet,
  });

export const searchCustomers = (api: ApiClient, query: string) =>
  api.call(endpoints.searchUsers, { query: { query }, ...quiet });

export const shareCheckout = (api: ApiClient, city: string, body: BodyOf<typeof endpoints.shareCheckout>) =>
  api.call(endpoints.shareCheckout, { body, ...inCity(city) });

export const checkoutLink = (api: ApiClient, checkoutId: string) =>
  api.call(endpoints.checkoutLink, { query: { checkout_id: checkoutId }, ...quiet });
