import type { ApiModule } from '../../app-context';
import { cancellationsRoutes } from './cancellations.route';

export { cancelBooking } from './cancellation.service';

export const cancellationsModule: ApiModule = {
  name: 'cancellations',
  routes: [cancellationsRoutes],
};
export { orderForTerms } from './cancellation.service';
