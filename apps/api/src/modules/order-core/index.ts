import type { ApiModule } from '../../app-context';
import { orderCoreJobs } from './jobs';

export { offlineHoldFor, readySlotForSale, releaseExpiredHolds, walletWithHolds } from './holds.service';
export type { StartedOrder } from './lifecycle.service';
export {
  abandonOrders,
  anonymiseOrdersOf,
  applyOrderEvent,
  moveOrderSlot,
  noteOnOrder,
  recordReviewOptIn,
  replaceTrackingKey,
  setSlotCapacities,
  startOrder,
} from './lifecycle.service';
export type { OrderRow } from './order-access';
export { orderToChange, trackedOrder } from './order-access';
export { recordProviderOrder } from './order-start';
export { slotTiming } from './slot-timing';

export const orderCoreModule: ApiModule = {
  name: 'order-core',
  jobs: orderCoreJobs,
};
export type { SlotKey } from './order-rows.service';
export { findOrderOf, lockOrderOf, lockUnpaidOrdersFor } from './order-rows.service';
