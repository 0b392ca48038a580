import type { ApiModule } from '../../app-context';
import { formsRoutes } from './forms.route';

export const formsModule: ApiModule = {
  name: 'forms',
  routes: [formsRoutes],
};
