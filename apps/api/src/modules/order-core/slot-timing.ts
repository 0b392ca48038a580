import type { Db } from '@store/db';
import { zonedDateTimeToInstant } from '@store/domain';
import { type SlotKey, slotCutoff } from './orders.repository';

export type SlotTiming = { slotStart: Date | null; minHours: number };

/**
 * When an order's slot starts, as its city keeps time, and the experience's min_hours cut-off
 * before it: what an offline booking's hold keeps to, and what a late payment is checked against.
 * No slot (a courier order) has no start and no cut-off.
 */
export async function slotTiming(db: Db, slot: SlotKey | undefined): Promise<SlotTiming> {
  const found = slot ? await slotCutoff(db, slot) : undefined;
  if (!slot || !found) return { slotStart: null, minHours: 0 };
  return {
    slotStart: zonedDateTimeToInstant(slot.date, found.startTime, found.timeZone),
    minHours: found.minHours,
  };
}
