export { layoutsRoutes } from './layouts.route';
