export { containing } from './like-pattern';
export { searchRoutes } from './search.route';
