import type { ApiModule } from '../../app-context';
import { trackingRoutes } from './tracking.route';

export const trackingModule: ApiModule = {
  name: 'tracking',
  routes: [trackingRoutes],
};
