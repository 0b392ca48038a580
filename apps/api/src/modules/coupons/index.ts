import type { ApiModule } from '../../app-context';
import { couponsRoutes } from './coupons.route';

export const couponsModule: ApiModule = {
  name: 'coupons',
  routes: [couponsRoutes],
};
