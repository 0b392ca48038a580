import type { Db } from '@store/db';
import { insertOrderEvents, insertPayment } from './orders.repository';

/**
 * What every new order writes beside its row: the audit row of its first state and, when it is paid
 * online, the provider's order awaiting payment. Called inside the order's transaction.
 */
export async function recordOrderStart(
  tx: Db,
  start: {
    orderId: number;
    status: string;
    cause: string;
    actorId: number | null;
    now: Date;
    payment: { provider: string; providerOrderId: string; amount: number } | undefined;
  },
): Promise<void> {
  const { orderId, status, cause, actorId, now, payment } = start;
  await insertOrderEvents(tx, [
    { orderId, fromStatus: null, toStatus: status, cause, actorId, createdAt: now },
  ]);
  if (payment) await insertPayment(tx, { orderId, ...payment, createdAt: now, updatedAt: now });
}
