import { idParams, successEnvelope } from '@store/contract';
import {
  consoleCouponDetail,
  consoleCouponList,
  consoleCouponListQuery,
  consoleGiftCode,
  consoleGiftCodeList,
  couponBody,
  giftCodeBody,
  giftCodeListQuery,
} from '@store/contract/admin';
import type { AppContext } from '../../../app-context';
import { ok } from '../../../http/envelope';
import { ADMIN_ONLY, operatorOf } from '../console-guard';
import {
  changeCoupon,
  couponDetail,
  createCoupon,
  createGiftCode,
  listCoupons,
  listGiftCodes,
} from './coupons.service';

/** Coupons and gift codes with their use: any operator reads, admins change. */
export function consoleCouponsRoutes({ app, db, clock }: AppContext): void {
  const actor = (request: Parameters<typeof operatorOf>[0]) => ({
    userId: operatorOf(request).userId,
    now: clock(),
  });

  app.get(
    '/coupons',
    {
      schema: {
        summary: 'Coupons by code, active or not, with how many orders and customers used each',
        querystring: consoleCouponListQuery,
        response: { 200: successEnvelope(consoleCouponList) },
      },
    },
    async (request) => ok(await listCoupons(db, request.query)),
  );

  app.get(
    '/coupons/:id',
    {
      schema: {
        summary: 'One coupon and every order that used it, by whom',
        params: idParams,
        response: { 200: successEnvelope(consoleCouponDetail) },
      },
    },
    async (request) => ok(await couponDetail(db, request.params.id)),
  );

  app.post(
    '/coupons',
    {
      config: ADMIN_ONLY,
      schema: {
        summary: 'Creates a store coupon (admins)',
        body: couponBody,
        response: { 200: successEnvelope(consoleCouponDetail) },
      },
    },
    async (request) => ok(await createCoupon(db, actor(request), request.body), 'Coupon created.'),
  );

  app.put(
    '/coupons/:id',
    {
      config: ADMIN_ONLY,
      schema: {
        summary: "Changes a coupon's terms or switches it off (admins)",
        params: idParams,
        body: couponBody,
        response: { 200: successEnvelope(consoleCouponDetail) },
      },
    },
    async (request) =>
      ok(await changeCoupon(db, actor(request), request.params.id, request.body), 'Coupon saved.'),
  );

  app.get(
    '/gift-codes',
    {
      schema: {
        summary: 'Gift codes by code, redeemed or not, with who redeemed each',
        querystring: giftCodeListQuery,
        response: { 200: successEnvelope(consoleGiftCodeList) },
      },
    },
    async (request) => ok(await listGiftCodes(db, request.query)),
  );

  app.post(
    '/gift-codes',
    {
      config: ADMIN_ONLY,
      schema: {
        summary: 'Creates a gift code (admins)',
        body: giftCodeBody,
        response: { 200: successEnvelope(consoleGiftCode) },
      },
    },
    async (request) => ok(await createGiftCode(db, actor(request), request.body), 'Gift code created.'),
  );
}
