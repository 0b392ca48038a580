import { successEnvelope } from '../../envelope';
import { declareOperations } from '../../operation';
import { idParams } from '../../params';
import {
  consoleCouponDetail,
  consoleCouponList,
  consoleCouponListQuery,
  consoleGiftCode,
  consoleGiftCodeList,
  couponBody,
  giftCodeBody,
  giftCodeListQuery,
} from '../coupons';

/** The operations of apps/api/src/modules/console/coupons, each declared once: the API registers them, the clients call them. */
export const consoleCouponsOperations = declareOperations({
  coupons: {
    method: 'GET',
    path: '/admin/v1/coupons',
    access: 'console-ops',
    tags: ['console'],
    summary: 'Coupons by code, active or not, with how many orders and customers used each',
    query: consoleCouponListQuery,
    replies: { 200: successEnvelope(consoleCouponList) },
    errors: ['RATE_LIMITED'],
  },
  coupon: {
    method: 'GET',
    path: '/admin/v1/coupons/:id',
    access: 'console-ops',
    tags: ['console'],
    summary: 'One coupon and every order that used it, by whom',
    params: idParams,
    replies: { 200: successEnvelope(consoleCouponDetail) },
    errors: ['NOT_FOUND', 'RATE_LIMITED'],
  },
  createCoupon: {
    method: 'POST',
    path: '/admin/v1/coupons',
    access: 'console-admin',
    tags: ['console'],
    summary: 'Creates a store coupon (admins)',
    body: couponBody,
    replies: { 200: successEnvelope(consoleCouponDetail) },
    errors: ['CODE_TAKEN', 'NOT_FOUND', 'RATE_LIMITED'],
  },
  changeCoupon: {
    method: 'PUT',
    path: '/admin/v1/coupons/:id',
    access: 'console-admin',
    tags: ['console'],
    summary: "Changes a coupon's terms or switches it off (admins)",
    params: idParams,
    body: couponBody,
    replies: { 200: successEnvelope(consoleCouponDetail) },
    errors: ['CODE_TAKEN', 'NOT_FOUND', 'RATE_LIMITED'],
  },
  giftCodes: {
    method: 'GET',
    path: '/admin/v1/gift-codes',
    access: 'console-ops',
    tags: ['console'],
    summary: 'Gift codes by code, redeemed or not, with who redeemed each',
    query: giftCodeListQuery,
    replies: { 200: successEnvelope(consoleGiftCodeList) },
    errors: ['RATE_LIMITED'],
  },
  createGiftCode: {
    method: 'POST',
    path: '/admin/v1/gift-codes',
    access: 'console-admin',
    tags: ['console'],
    summary: 'Creates a gift code (admins)',
    body: giftCodeBody,
    replies: { 200: successEnvelope(consoleGiftCode) },
    errors: ['CODE_TAKEN'],
  },
});
