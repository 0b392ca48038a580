import { consoleCouponsOperations } from '@store/contract/console';
import type { AppContext } from '../../../app-context';
import { ok } from '../../../http/envelope';
import { route } from '../../../http/route';
import { operatorOf } from '../console-guard';
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

  route(app, consoleCouponsOperations.coupons, async (request) => ok(await listCoupons(db, request.query)));

  route(app, consoleCouponsOperations.coupon, async (request) =>
    ok(await couponDetail(db, request.params.id)),
  );

  route(app, consoleCouponsOperations.createCoupon, async (request) =>
    ok(await createCoupon(db, actor(request), request.body), 'Coupon created.'),
  );

  route(app, consoleCouponsOperations.changeCoupon, async (request) =>
    ok(await changeCoupon(db, actor(request), request.params.id, request.body), 'Coupon saved.'),
  );

  route(app, consoleCouponsOperations.giftCodes, async (request) =>
    ok(await listGiftCodes(db, request.query)),
  );

  route(app, consoleCouponsOperations.createGiftCode, async (request) =>
    ok(await createGiftCode(db, actor(request), request.body), 'Gift code created.'),
  );
}
