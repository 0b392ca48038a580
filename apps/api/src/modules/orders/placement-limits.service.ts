import type { Db } from '@store/db';
import {
  assertUnpaidHoldRoom,
  PLACEMENT_LIMIT_MESSAGE,
  PLACEMENT_WINDOW_MS,
  type PlacementSettings,
} from '@store/domain';
import { enforceRateLimits, type RateRule } from '../rate-limits';
import { countUnpaidHolds, lockCustomerHolds } from './holds.repository';

/** Who places an order and from where: the person (a customer, or an agent for one) and the client's address. */
export type Placer = { userId: number; ip: string };

/**
 * Counts a placement per person and per network (the address's /64) and refuses it with a 429 over
 * either limit, before anything is priced or written. A limit of 0 counts nothing.
 */
export async function limitPlacements(db: Db, settings: PlacementSettings, who: Placer, now: Date) {
  const rules: RateRule[] = [];
  const windowMs = PLACEMENT_WINDOW_MS;
  const message = PLACEMENT_LIMIT_MESSAGE;
  if (settings.perUser > 0)
    rules.push({ key: `order:user:${who.userId}`, limit: settings.perUser, windowMs, message });
  if (settings.perAddress > 0)
    rules.push({ key: `order:ip:${who.ip}`, limit: settings.perAddress, windowMs, message });
  await enforceRateLimits(db, rules, now);
}

/**
 * Refuses a booking that would take the customer past the unpaid holds they may have at once.
 * Before the transaction (`replacing`: their unpaid orders of this slot, which the booking gives
 * way) it refuses early, before the payment provider is asked; inside it, after those are
 * abandoned, under the customer's lock, so that bookings at once cannot slip past it together.
 */
export async function assertRoomForHold(
  db: Db,
  hold: { customerId: number; limit: number; replacing?: number; locked?: boolean },
  now: Date,
): Promise<void> {
  if (hold.locked) await lockCustomerHolds(db, hold.customerId);
  const open = await countUnpaidHolds(db, hold.customerId, now);
  assertUnpaidHoldRoom({ open: open - (hold.replacing ?? 0), limit: hold.limit });
}
