import type { Db } from '@store/db';
import { offlineHoldUntil } from '@store/domain';
import { insertWalletTransaction } from '../wallet/wallet.repository';
import {
  abandonOrders,
  cancelExpiredHolds,
  type EndedOrder,
  insertOrderEvents,
  releaseCapacity,
  type SlotKey,
} from './orders.repository';
import { slotTiming } from './slot-timing';

type Reason = { cause: string; note: string };

const expiry = (o: EndedOrder): Reason =>
  o.status === 'offline_pending'
    ? {
        cause: 'offline booking not confirmed in time',
        note: `Offline booking #${o.id} was not confirmed in time`,
      }
    : { cause: 'payment hold expired', note: `Order #${o.id} was not paid in time` };

const abandonment = (o: EndedOrder): Reason => ({
  cause: 'abandoned: the customer booked the same slot again',
  note: `Order #${o.id} was replaced by a new booking`,
});

/**
 * Expires unpaid orders whose hold is over (online orders after 15 minutes, offline bookings after
 * their window) and gives their places back, with an audit row each, in one transaction. Run for a
 * slot before it is sold, and by a periodic sweep so the calendar shows the places again. Returns
 * how many orders it released.
 */
export async function releaseExpiredHolds(db: Db, now: Date, slot?: SlotKey): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await cancelExpiredHolds(tx, now, slot);
    await giveBack(tx, expired, now, expiry);
    return expired.length;
  });
}

/**
 * The customer books the same slot again: their unpaid orders for it are abandoned (expired) in the
 * new order's transaction, so its coupon use, wallet money and places serve the new one.
 */
export async function abandonUnpaid(
  tx: Db,
  rows: { id: number; status: string }[],
  now: Date,
  actorId: number,
): Promise<void> {
  const abandoned = await abandonOrders(tx, rows, now);
  await giveBack(tx, abandoned, now, abandonment, actorId);
}

/**
 * What an unpaid order had set aside goes back: its places, its wallet money (a refund row in the
 * ledger) and, by its state, its coupon use (coupon counts skip ended orders).
 */
async function giveBack(
  tx: Db,
  ended: EndedOrder[],
  now: Date,
  reason: (o: EndedOrder) => Reason,
  actorId: number | null = null,
): Promise<void> {
  const bySlot = new Map<string, { key: SlotKey; quantity: number }>();
  for (const o of ended) {
    if (o.date === null || o.slotId === null) continue;
    const key = { experienceId: o.experienceId, cityId: o.cityId, date: o.date, slotId: o.slotId };
    const id = JSON.stringify(key);
    bySlot.set(id, { key, quantity: (bySlot.get(id)?.quantity ?? 0) + o.quantity });
  }
  for (const { key, quantity } of bySlot.values()) await releaseCapacity(tx, key, quantity);
  await insertOrderEvents(
    tx,
    ended.map((o) => ({
      orderId: o.id,
      fromStatus: o.status,
      toStatus: 'expired',
      cause: reason(o).cause,
      actorId,
      createdAt: now,
    })),
  );
  for (const o of ended) {
    if (o.cashUsed > 0 && o.customerId !== null) {
      await insertWalletTransaction(tx, {
        userId: o.customerId,
        amount: o.cashUsed,
        kind: 'refund',
        orderId: o.id,
        note: reason(o).note,
        createdAt: now,
      });
    }
  }
}

/** Until when an offline booking holds its places: a day, never past the slot's cut-off. */
export async function offlineHoldFor(db: Db, slot: SlotKey | undefined, now: Date): Promise<Date> {
  return offlineHoldUntil({ now, ...(await slotTiming(db, slot)) });
}
