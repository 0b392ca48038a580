import { type Db, preparedOn, schema } from '@store/db';
import { and, eq, sql } from 'drizzle-orm';

const { dateSurges, slotCapacities, slots } = schema;

/**
 * A slot with its capacity on a date in a city and that date's surge, in one statement. The slot
 * row is returned even when it belongs to another experience or has no capacity that day, so the
 * caller can say which is wrong.
 */
export async function findSlotOnDate(
  db: Db,
  key: { slotId: number; experienceId: number; cityId: number; date: string },
) {
  const [row] = await slotOnDate(db).execute(key);
  return row;
}

// Every quote and every placement asks it.
const slotOnDate = preparedOn((db) =>
  db
    .select({
      experienceId: slots.experienceId,
      startTime: slots.startTime,
      endTime: slots.endTime,
      capacity: slotCapacities.capacity,
      booked: slotCapacities.booked,
      taskPercent: sql<number>`coalesce(${dateSurges.taskPercent}, 0)::int`,
      customizationPercent: sql<number>`coalesce(${dateSurges.customizationPercent}, 0)::int`,
    })
    .from(slots)
    .leftJoin(
      slotCapacities,
      and(
        eq(slotCapacities.slotId, slots.id),
        eq(slotCapacities.experienceId, sql.placeholder('experienceId')),
        eq(slotCapacities.cityId, sql.placeholder('cityId')),
        eq(slotCapacities.date, sql.placeholder('date')),
      ),
    )
    .leftJoin(
      dateSurges,
      and(
        eq(dateSurges.experienceId, sql.placeholder('experienceId')),
        eq(dateSurges.date, sql.placeholder('date')),
      ),
    )
    .where(eq(slots.id, sql.placeholder('slotId')))
    .limit(1)
    .prepare('slot_on_date'),
);
