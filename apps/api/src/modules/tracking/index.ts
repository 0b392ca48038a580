export { trackingRoutes } from './tracking.route';
