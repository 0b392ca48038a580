import { type Db, schema } from '@store/db';
import { and, eq } from 'drizzle-orm';

const { slotCapacities, slots } = schema;

/** The experience's slot starting at `startTime`, created when there is none (one per start time). */
export async function findOrCreateSlot(
  db: Db,
  slot: { experienceId: number; startTime: string; endTime: string },
) {
  const [created] = await db
    .insert(slots)
    .values(slot)
    .onConflictDoNothing({ target: [slots.experienceId, slots.startTime] })
    .returning({ id: slots.id, startTime: slots.startTime, endTime: slots.endTime });
  if (created) return created;
  const [existing] = await db
    .select({ id: slots.id, startTime: slots.startTime, endTime: slots.endTime })
    .from(slots)
    .where(and(eq(slots.experienceId, slot.experienceId), eq(slots.startTime, slot.startTime)));
  if (!existing) throw new Error('a conflicting slot row vanished');
  return existing;
}

/** Opens the slot on a date in a city; undefined when it is already open there. */
export async function insertSlotCapacity(
  db: Db,
  row: { experienceId: number; cityId: number; slotId: number; date: string; capacity: number; note: string },
) {
  const [created] = await db
    .insert(slotCapacities)
    .values(row)
    .onConflictDoNothing({
      target: [
        slotCapacities.experienceId,
        slotCapacities.cityId,
        slotCapacities.date,
        slotCapacities.slotId,
      ],
    })
    .returning({ id: slotCapacities.id, capacity: slotCapacities.capacity, booked: slotCapacities.booked });
  return created;
}
