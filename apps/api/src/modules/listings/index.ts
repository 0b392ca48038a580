export { listingsRoutes } from './listings.route';
