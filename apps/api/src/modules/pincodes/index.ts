import type { ApiModule } from '../../app-context';
import { pincodesRoutes } from './pincodes.route';

export { deliveryChargeFor, deliveryChargeOf } from './pincodes.service';

export const pincodesModule: ApiModule = {
  name: 'pincodes',
  routes: [pincodesRoutes],
};
