import type { ApiModule } from '../../app-context';
import { searchRoutes } from './search.route';

export { containing } from './like-pattern';

export const searchModule: ApiModule = {
  name: 'search',
  routes: [searchRoutes],
};
