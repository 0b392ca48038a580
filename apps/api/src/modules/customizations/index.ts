import type { ApiModule } from '../../app-context';
import { customizationsRoutes } from './customizations.route';

export const customizationsModule: ApiModule = {
  name: 'customizations',
  routes: [customizationsRoutes],
};
export { customizationsForPricing } from './customizations.service';
