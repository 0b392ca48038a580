export { enquiriesRoutes } from './enquiries.route';
