export { couponsRoutes } from './coupons.route';
