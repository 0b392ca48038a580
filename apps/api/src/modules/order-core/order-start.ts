import type { Db } from '@store/db';
import { insertPayment } from './orders.repository';

export type ProviderOrder = { provider: string; providerOrderId: string; amount: number };

/**
 * The provider's order awaiting payment, written beside an order that exists already (a confirmed
 * offline booking), in that order's transaction. A new order's is written with it (startOrder).
 */
export async function recordProviderOrder(
  tx: Db,
  orderId: number,
  payment: ProviderOrder | undefined,
  now: Date,
): Promise<void> {
  if (payment) await insertPayment(tx, { orderId, ...payment, createdAt: now, updatedAt: now });
}
