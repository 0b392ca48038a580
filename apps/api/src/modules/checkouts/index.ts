export { checkoutsRoutes } from './checkouts.route';
export { assertUnused, liveCheckout } from './checkouts.service';
export type { Money } from './order-money';
export { moneyFor, recordMoney } from './order-money';
