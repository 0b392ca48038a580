export { experienceRoutes } from './experience.route';
