export { docsRoutes } from './docs.route';
