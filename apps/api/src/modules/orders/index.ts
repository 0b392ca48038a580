export { customisationOrderRoutes } from './customisation-order.route';
export { ordersRoutes } from './orders.route';
