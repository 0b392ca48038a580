import type { ApiModule } from '../../app-context';
import { layoutsRoutes } from './layouts.route';

export const layoutsModule: ApiModule = {
  name: 'layouts',
  routes: [layoutsRoutes],
};
