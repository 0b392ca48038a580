import type { ApiModule } from '../../app-context';
import { customisationOrderRoutes } from './customisation-order.route';
import { ordersRoutes } from './orders.route';

export const ordersModule: ApiModule = {
  name: 'orders',
  routes: [ordersRoutes, customisationOrderRoutes],
};
