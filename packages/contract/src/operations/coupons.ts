import { successEnvelope } from '../envelope';
import { declareOperations } from '../operation';
import { couponList, couponsBody, walletBalanceResult } from '../orders';

/** The operations of apps/api/src/modules/coupons, each declared once: the API registers them, the clients call them. */
export const couponsOperations = declareOperations({
  coupons: {
    method: 'POST',
    path: '/v2/booking/coupons',
    access: 'customer',
    tags: ['orders'],
    summary: 'The coupons and vouchers for a booking draft, each with its discount or why it cannot be used',
    body: couponsBody,
    replies: { 200: successEnvelope(couponList) },
    errors: [
      'NOT_FOUND',
      'PINCODE_CITY_MISMATCH',
      'PINCODE_NOT_SERVICEABLE',
      'PRICE_ON_REQUEST',
      'RATE_LIMITED',
      'UNKNOWN_CITY',
    ],
  },
  walletBalance: {
    method: 'POST',
    path: '/v2/user/balance',
    access: 'customer',
    tags: ['orders'],
    summary:
      "The signed-in customer's wallet balance (the sum of the ledger), and what unpaid orders hold of it until when",
    replies: { 200: successEnvelope(walletBalanceResult) },
    errors: ['RATE_LIMITED'],
  },
});
