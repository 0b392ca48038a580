export { customizationsRoutes } from './customizations.route';
