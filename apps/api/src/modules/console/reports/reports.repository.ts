import { type Db, schema } from '@store/db';
import { REPORTED_ORDER_STATES } from '@store/domain';
import { and, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';

const { cities, experiences, orders, refunds } = schema;

/** What went back of an order: its processed refunds, in rupees. */
const refunded = sql<number>`coalesce((select sum(r.amount) from ${refunds} r
  where r.order_id = ${orders.id} and r.status = 'processed'), 0)`;

/**
 * Bookings and revenue (paid less refunded) of orders booked in [start, end), grouped by `key`
 * (a local day, a city, an experience) with its label.
 */
async function grouped(db: Db, period: { start: Date; end: Date }, key: SQL, label: SQL) {
  const rows = await db
    .select({
      key: sql<string>`${key}::text`,
      label: sql<string>`${label}`,
      bookings: sql<number>`count(*)::int`,
      revenue: sql<number>`coalesce(sum(${orders.amount} - ${refunded}), 0)`.mapWith(Number),
    })
    .from(orders)
    .innerJoin(cities, sql`${cities.id} = ${orders.cityId}`)
    .innerJoin(experiences, sql`${experiences.id} = ${orders.experienceId}`)
    .where(
      and(
        inArray(orders.status, [...REPORTED_ORDER_STATES]),
        gte(orders.createdAt, period.start),
        lt(orders.createdAt, period.end),
      ),
    )
    // By position: the key's expression holds parameters (the time zone) that would not match twice.
    .groupBy(sql`1`, sql`2`)
    .orderBy(sql`3 desc`, sql`1`);
  return rows.map((r) => ({ ...r, bookings: Number(r.bookings), revenue: Number(r.revenue) }));
}

/** The period's bookings and revenue per local day (in `timeZone`), city and experience. */
export async function reportRows(db: Db, period: { start: Date; end: Date; timeZone: string }) {
  const day = sql`(${orders.createdAt} at time zone ${period.timeZone})::date`;
  const [byDay, byCity, byExperience] = await Promise.all([
    grouped(db, period, day, sql`${day}::text`),
    grouped(db, period, sql`${cities.id}`, sql`${cities.name}`),
    grouped(db, period, sql`${experiences.id}`, sql`${experiences.name}`),
  ]);
  return { byDay, byCity, byExperience };
}
