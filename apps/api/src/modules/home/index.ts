export { homeRoutes } from './home.route';
