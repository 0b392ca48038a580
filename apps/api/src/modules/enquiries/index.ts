import type { ApiModule } from '../../app-context';
import { enquiriesRoutes } from './enquiries.route';

export const enquiriesModule: ApiModule = {
  name: 'enquiries',
  routes: [enquiriesRoutes],
};
