// Other modules reach this module's rows only through the functions at the end of this file; its
// repository stays private, so a query can change without them.
import * as _ordersRepository from './orders.repository';

export type { SlotKey } from './orders.repository';

export function findOrderOf(...args: Parameters<typeof _ordersRepository.findOrderOf>) {
  return _ordersRepository.findOrderOf(...args);
}

export function lockOrderOf(...args: Parameters<typeof _ordersRepository.lockOrderOf>) {
  return _ordersRepository.lockOrderOf(...args);
}

export function lockUnpaidOrdersFor(...args: Parameters<typeof _ordersRepository.lockUnpaidOrdersFor>) {
  return _ordersRepository.lockUnpaidOrdersFor(...args);
}
