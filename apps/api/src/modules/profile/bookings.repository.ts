import { type Db, schema } from '@store/db';
import { ENDED_ORDER_STATES } from '@store/domain';
import { and, count, desc, eq, inArray, isNull, lt, notInArray, or, type SQL, sql } from 'drizzle-orm';

const { orders, experiences, cities, slots } = schema;

/**
 * The customer's bookings for the two tabs, newest first. "Today" is each order's city's date at
 * `now`, so a booking in another time zone moves to Past Bookings when its own day has passed.
 * Add-on orders belong to their booking and are not listed on their own.
 */
export async function bookingsOf(
  db: Db,
  userId: number,
  tab: 'upcoming' | 'past',
  page: { now: Date; limit: number; offset: number },
) {
  const today = sql`(${page.now.toISOString()}::timestamptz at time zone ${cities.timeZone})::date`;
  const ended = inArray(orders.status, [...ENDED_ORDER_STATES]);
  const dayPassed = or(isNull(orders.date), lt(orders.date, today));
  const which: SQL | undefined =
    tab === 'upcoming'
      ? and(notInArray(orders.status, [...ENDED_ORDER_STATES]), sql`${orders.date} >= ${today}`)
      : or(ended, dayPassed);
  const where = and(eq(orders.customerId, userId), eq(orders.kind, 'booking'), which);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        order: orders,
        experienceName: experiences.name,
        featuredImage: experiences.featuredImage,
        startTime: slots.startTime,
        endTime: slots.endTime,
      })
      .from(orders)
      .innerJoin(experiences, eq(experiences.id, orders.experienceId))
      .innerJoin(cities, eq(cities.id, orders.cityId))
      .leftJoin(slots, eq(slots.id, orders.slotId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(orders).innerJoin(cities, eq(cities.id, orders.cityId)).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
export type BookingRow = Awaited<ReturnType<typeof bookingsOf>>['rows'][number];
