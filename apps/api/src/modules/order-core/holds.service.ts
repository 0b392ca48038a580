import type { Db } from '@store/db';
import { formatInr, heldByUnpaidOrder, offlineHoldUntil } from '@store/domain';
import { walletBalance } from '../wallet';
import { expireHolds } from './lifecycle.service';
import { type SlotKey, unpaidOnSlot, unpaidOrdersFor, unpaidWithWallet } from './orders.repository';
import { slotTiming } from './slot-timing';

/**
 * Expires unpaid orders whose hold is over (online orders after 15 minutes, offline bookings after
 * their window) and gives their places back, with an audit row each, in one transaction. Run by a
 * periodic sweep so the calendar shows the places again (a sale does it for its own slot below).
 * Returns how many orders it released.
 */
export async function releaseExpiredHolds(db: Db, now: Date): Promise<number> {
  return db.transaction((tx) => expireHolds(tx, now));
}

/**
 * Readies a slot for the customer's sale: expires its holds that are over (as above) and returns
 * the customer's unpaid orders of it, which booking it again abandons. One read when no hold is
 * over, as a sale usually finds; the rare expiry reads the customer's orders again after it.
 */
export async function readySlotForSale(db: Db, now: Date, slot: SlotKey, customerId: number) {
  const rows = await unpaidOnSlot(db, customerId, slot, now);
  if (!rows.some((row) => row.holdOver)) return rows.filter((row) => row.mine);
  await db.transaction((tx) => expireHolds(tx, now, slot));
  return unpaidOrdersFor(db, customerId, slot);
}

/** Until when an offline booking holds its places: a day, never past the slot's cut-off. */
export async function offlineHoldFor(db: Db, slot: SlotKey | undefined, now: Date): Promise<Date> {
  return offlineHoldUntil({ now, ...(await slotTiming(db, slot)) });
}

/**
 * POST /v2/user/balance: the ledger's sum, and the money unpaid orders hold (it comes back when the
 * hold ends, or at once when the customer books that same slot again), so checkout can say so.
 */
export async function walletWithHolds(db: Db, userId: number) {
  const [balance, unpaid] = await Promise.all([walletBalance(db, userId), unpaidWithWallet(db, userId)]);
  return {
    wallet_money: balance,
    held: unpaid.flatMap((o) =>
      o.holdExpiresAt === null
        ? []
        : [
            {
              order_id: o.id,
              amount: o.cashUsed,
              until: o.holdExpiresAt.toISOString(),
              experience_id: o.experienceId,
              date: o.date,
              slot_id: o.slotId,
              message: heldByUnpaidOrder(`${formatInr(o.cashUsed)} of your wallet money`, {
                orderId: o.id,
                until: o.holdExpiresAt,
                timeZone: o.timeZone,
              }),
            },
          ],
    ),
  };
}
