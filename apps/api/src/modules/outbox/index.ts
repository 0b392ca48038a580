export { outboxRoutes } from './outbox.route';
