export { formsRoutes } from './forms.route';
