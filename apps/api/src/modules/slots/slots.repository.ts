import { type Db, schema } from '@store/db';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';

const { dateSurges, slotCapacities, slots } = schema;

/** A slot's times, its capacity on a date and that date's surge (none: 0), as every slot read shows them. */
export const slotDayColumns = {
  startTime: slots.startTime,
  endTime: slots.endTime,
  capacity: slotCapacities.capacity,
  booked: slotCapacities.booked,
  taskPercent: sql<number>`coalesce(${dateSurges.taskPercent}, 0)::int`,
  customizationPercent: sql<number>`coalesce(${dateSurges.customizationPercent}, 0)::int`,
};

/** Every capacity row of an experience in a city between two local dates, with its slot and surge. */
export async function listSlotCapacities(
  db: Db,
  key: { experienceId: number; cityId: number; from: string; until: string },
) {
  return db
    .select({ date: slotCapacities.date, slotId: slots.id, ...slotDayColumns })
    .from(slotCapacities)
    .innerJoin(slots, eq(slots.id, slotCapacities.slotId))
    .leftJoin(
      dateSurges,
      and(eq(dateSurges.experienceId, slotCapacities.experienceId), eq(dateSurges.date, slotCapacities.date)),
    )
    .where(
      and(
        eq(slotCapacities.experienceId, key.experienceId),
        eq(slotCapacities.cityId, key.cityId),
        gte(slotCapacities.date, key.from),
        lt(slotCapacities.date, key.until),
      ),
    )
    .orderBy(asc(slotCapacities.date), asc(slots.startTime));
}
