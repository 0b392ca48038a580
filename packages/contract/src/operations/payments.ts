import { emptyResult } from '../accounts';
import { successEnvelope } from '../envelope';
import { declareOperations } from '../operation';
import {
  orderIdBody,
  orderStatus,
  paymentConfirmBody,
  paymentOrderDetails,
  paytmTransaction,
  sandboxCheckoutQuery,
  sandboxCompleteBody,
} from '../orders';

/** The operations of apps/api/src/modules/payments, each declared once: the API registers them, the clients call them. */
export const paymentsOperations = declareOperations({
  paymentOrderDetails: {
    method: 'POST',
    path: '/v2/booking/razor_pay/order_details',
    access: 'customer',
    tags: ['payments'],
    summary: "The provider order and checkout options of one of the customer's unpaid orders",
    body: orderIdBody,
    replies: { 200: successEnvelope(paymentOrderDetails) },
    errors: ['ALREADY_PAID', 'NOT_FOUND', 'RATE_LIMITED'],
  },
  confirmPayment: {
    method: 'POST',
    path: '/v2/booking/payment_confirm',
    access: 'customer',
    tags: ['payments'],
    summary:
      'The browser reports a payment; its signature is checked and the provider asked what it captured before the order is marked paid',
    body: paymentConfirmBody,
    replies: { 200: successEnvelope(orderStatus) },
    errors: ['NOT_FOUND', 'PROVIDER_UNAVAILABLE', 'RATE_LIMITED'],
  },
  paymentWebhook: {
    method: 'POST',
    path: '/v2/payments/webhook',
    access: 'public',
    tags: ['payments'],
    summary: 'Provider webhooks (payment.captured), signed over the raw body, each event applied once',
    replies: { 200: successEnvelope(emptyResult) },
    errors: ['COD_UNAVAILABLE', 'NOT_FOUND', 'ORDER_STATE', 'RATE_LIMITED', 'SLOT_FULL'],
  },
  sandboxScript: {
    method: 'GET',
    path: '/sandbox/checkout.js',
    access: 'public',
    tags: [],
    hidden: true,
    replies: {},
    errors: [],
  },
  sandboxCheckout: {
    method: 'GET',
    path: '/sandbox/checkout',
    access: 'public',
    tags: [],
    hidden: true,
    query: sandboxCheckoutQuery,
    replies: {},
    errors: [],
  },
  sandboxComplete: {
    method: 'POST',
    path: '/sandbox/checkout/complete',
    access: 'public',
    tags: [],
    hidden: true,
    body: sandboxCompleteBody,
    replies: {},
    errors: [],
  },
  paytmChecksum: {
    method: 'POST',
    path: '/v3/getPaytmCheckSum',
    access: 'customer',
    tags: ['payments'],
    summary: "Paytm's checkout fields for one of the customer's unpaid orders, signed with CHECKSUMHASH",
    body: orderIdBody,
    replies: { 200: successEnvelope(paytmTransaction) },
    errors: ['ALREADY_PAID', 'NOT_FOUND', 'ORDER_STATE', 'RATE_LIMITED'],
  },
  paytmCallback: {
    method: 'POST',
    path: '/v2/payments/paytm/callback',
    access: 'public',
    tags: ['payments'],
    summary: "Paytm's signed outcome of a wallet payment; sends the browser to the result page",
    replies: {},
    errors: ['NOT_FOUND'],
  },
});
