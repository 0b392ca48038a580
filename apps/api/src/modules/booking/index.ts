import type { ApiModule } from '../../app-context';
import { quoteRoutes } from './quote.route';

export { quoteDraft, quoteWithQuestions, repriceBooked } from './quote.service';

export const bookingModule: ApiModule = {
  name: 'booking',
  routes: [quoteRoutes],
};
export { findSlotOnDate } from './quote.service';
