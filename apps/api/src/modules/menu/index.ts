export { menuRoutes } from './menu.route';
