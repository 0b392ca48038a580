import type { ApiModule } from '../../app-context';
import { quotesRoutes } from './quotes.route';

export const quotesModule: ApiModule = {
  name: 'quotes',
  routes: [quotesRoutes],
};
