import type { ApiModule } from '../../app-context';
import { addressesRoutes } from './addresses.route';
import { occasionsRoutes } from './occasions.route';
import { profileRoutes } from './profile.route';
import { yourDataRoutes } from './your-data.route';

export const profileModule: ApiModule = {
  name: 'profile',
  routes: [profileRoutes, occasionsRoutes, addressesRoutes, yourDataRoutes],
};
