import type { ApiModule } from '../../app-context';
import { menuRoutes } from './menu.route';

export const menuModule: ApiModule = {
  name: 'menu',
  routes: [menuRoutes],
};
