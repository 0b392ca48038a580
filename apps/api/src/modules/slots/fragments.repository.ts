import { schema } from '@store/db';
import { sql } from 'drizzle-orm';

// A slot's day columns as another module's single statement reads them (the quote): published here,
// the module's one door for repositories.

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
