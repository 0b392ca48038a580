export { notificationsRoutes } from './notifications.route';
