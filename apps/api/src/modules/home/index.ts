import type { ApiModule } from '../../app-context';
import { homeRoutes } from './home.route';

export const homeModule: ApiModule = {
  name: 'home',
  routes: [homeRoutes],
};
