import type { ApiModule } from '../../app-context';
import { healthRoutes } from './health.route';

export const healthModule: ApiModule = {
  name: 'health',
  routes: [healthRoutes],
};
