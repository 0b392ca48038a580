import type { ApiModule } from '../../app-context';
import { customizationOrderRoutes } from './customization-order.route';
import { ordersRoutes } from './orders.route';

export const ordersModule: ApiModule = {
  name: 'orders',
  routes: [ordersRoutes, customizationOrderRoutes],
};
