import type { ApiModule } from '../../app-context';
import { checkoutsRoutes } from './checkouts.route';

export { assertUnused, liveCheckout } from './checkouts.service';
export type { Money } from './order-money';
export { moneyFor, recordMoney } from './order-money';

export const checkoutsModule: ApiModule = {
  name: 'checkouts',
  routes: [checkoutsRoutes],
};
export { consumeCheckout } from './checkouts.service';
