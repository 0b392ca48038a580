import type { ApiModule } from '../../app-context';
import { docsRoutes } from './docs.route';

export const docsModule: ApiModule = {
  name: 'docs',
  routes: [docsRoutes],
};
