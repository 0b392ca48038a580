export { devicesRoutes } from './devices.route';
