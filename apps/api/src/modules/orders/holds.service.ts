import type { Db } from '@store/db';
import { insertWalletTransaction } from '../wallet/wallet.repository';
import { cancelExpiredHolds, insertOrderEvents, releaseCapacity, type SlotKey } from './orders.repository';

/**
 * Expires unpaid online orders whose 15 minutes are over and gives their places back, with an
 * audit row each, in one transaction. Run for a slot before it is sold, and by a periodic sweep so
 * the calendar shows the places again. Returns how many orders it released.
 */
export async function releaseExpiredHolds(db: Db, now: Date, slot?: SlotKey): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await cancelExpiredHolds(tx, now, slot);
    const bySlot = new Map<string, { key: SlotKey; quantity: number }>();
    for (const o of expired) {
      if (o.date === null || o.slotId === null) continue;
      const key = { experienceId: o.experienceId, cityId: o.cityId, date: o.date, slotId: o.slotId };
      const id = JSON.stringify(key);
      bySlot.set(id, { key, quantity: (bySlot.get(id)?.quantity ?? 0) + o.quantity });
    }
    for (const { key, quantity } of bySlot.values()) await releaseCapacity(tx, key, quantity);
    await insertOrderEvents(
      tx,
      expired.map((o) => ({
        orderId: o.id,
        fromStatus: 'pending_payment',
        toStatus: 'expired',
        cause: 'payment hold expired',
        createdAt: now,
      })),
    );
    // Wallet money an unpaid order had set aside goes back to the wallet.
    for (const o of expired) {
      if (o.cashUsed > 0 && o.customerId !== null) {
        await insertWalletTransaction(tx, {
          userId: o.customerId,
          amount: o.cashUsed,
          kind: 'refund',
          orderId: o.id,
          note: `Order #${o.id} was not paid in time`,
          createdAt: now,
        });
      }
    }
    return expired.length;
  });
}
