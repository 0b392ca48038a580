import type { Db } from '@store/db';
import { offlineHoldUntil } from '@store/domain';
import { expireHolds, slotHasExpiredHolds } from './lifecycle.service';
import type { SlotKey } from './orders.repository';
import { slotTiming } from './slot-timing';

/**
 * Expires unpaid orders whose hold is over (online orders after 15 minutes, offline bookings after
 * their window) and gives their places back, with an audit row each, in one transaction. Run for a
 * slot before it is sold, and by a periodic sweep so the calendar shows the places again. Returns
 * how many orders it released.
 */
export async function releaseExpiredHolds(db: Db, now: Date, slot?: SlotKey): Promise<number> {
  // A sale usually finds none on its slot: one read then, instead of a transaction's three round trips.
  if (slot && !(await slotHasExpiredHolds(db, now, slot))) return 0;
  return db.transaction((tx) => expireHolds(tx, now, slot));
}

/** Until when an offline booking holds its places: a day, never past the slot's cut-off. */
export async function offlineHoldFor(db: Db, slot: SlotKey | undefined, now: Date): Promise<Date> {
  return offlineHoldUntil({ now, ...(await slotTiming(db, slot)) });
}
