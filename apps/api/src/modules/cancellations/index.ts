export { cancelBooking } from './cancellation.service';
export { cancellationsRoutes } from './cancellations.route';
