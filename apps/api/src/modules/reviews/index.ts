export { reviewsRoutes } from './reviews.route';
