import type { ApiModule } from '../../app-context';
import { devicesRoutes } from './devices.route';

export const devicesModule: ApiModule = {
  name: 'devices',
  routes: [devicesRoutes],
};
