import { type Db, schema } from '@store/db';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { slotDayColumns } from './fragments.repository';

const { dateSurges, slotCapacities, slots } = schema;

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
