import { type Db, schema } from '@store/db';
import { CHASED_STATES } from '@store/domain';
import { and, eq, gte, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { unansweredMandatory } from './fragments.repository';

const { cities, experiences, orders, slots } = schema;

/**
 * Booked orders that may need a chase: a customer's, in a chased state, with a mandatory question
 * unanswered, and either placed in the last two days (their first chase) or with a slot from
 * yesterday to `until` (their 24 and 6 hour chases). The domain decides which, if any, is due.
 */
export async function ordersToChase(db: Db, window: { placedSince: Date; from: string; until: string }) {
  const rows = await db
    .select({
      id: orders.id,
      customerId: orders.customerId,
      status: orders.status,
      createdAt: orders.createdAt,
      date: orders.date,
      startTime: slots.startTime,
      timeZone: cities.timeZone,
      minHours: experiences.minHours,
      unanswered: unansweredMandatory,
    })
    .from(orders)
    .innerJoin(experiences, eq(experiences.id, orders.experienceId))
    .innerJoin(cities, eq(cities.id, orders.cityId))
    .leftJoin(slots, eq(slots.id, orders.slotId))
    .where(
      and(
        isNotNull(orders.customerId),
        eq(orders.kind, 'booking'),
        inArray(orders.status, [...CHASED_STATES]),
        or(isNull(orders.date), gte(orders.date, window.from)),
        or(gte(orders.createdAt, window.placedSince), lte(orders.date, window.until)),
        sql`${unansweredMandatory} > 0`,
      ),
    );
  return rows;
}
