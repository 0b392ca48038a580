import type { ApiModule } from '../../app-context';
import { couponsRoutes } from './coupons.route';

export const couponsModule: ApiModule = {
  name: 'coupons',
  routes: [couponsRoutes],
};
export {
  couponByCode,
  heldCouponUses,
  holdsCouponUse,
  insertCoupon,
  insertRedemption,
  lockedCouponOfOrder,
  vouchersOf,
} from './coupons.service';
