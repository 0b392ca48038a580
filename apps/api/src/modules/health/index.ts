export { healthRoutes } from './health.route';
