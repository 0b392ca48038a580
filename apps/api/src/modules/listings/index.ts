import type { ApiModule } from '../../app-context';
import { listingsRoutes } from './listings.route';

export const listingsModule: ApiModule = {
  name: 'listings',
  routes: [listingsRoutes],
};
