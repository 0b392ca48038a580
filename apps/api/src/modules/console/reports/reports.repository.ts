import { type Db, schema } from '@store/db';
import { CANCELLED_ORDER_STATES, REPORTED_ORDER_STATES } from '@store/domain';
import { and, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';

const { cities, experiences, orders, refunds, vendorRequests, vendors } = schema;

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

/** The vendor holding the booking: its latest accepted request's, or null. */
const holder = sql`(select r.vendor_id from ${vendorRequests} r
  where r.order_id = ${orders.id} and r.status = 'accepted' order by r.id desc limit 1)`;

/** The period's bookings and revenue per local day (in `timeZone`), city, experience and vendor. */
export async function reportRows(db: Db, period: { start: Date; end: Date; timeZone: string }) {
  const day = sql`(${orders.createdAt} at time zone ${period.timeZone})::date`;
  const [byDay, byCity, byExperience, byVendor, rates] = await Promise.all([
    grouped(db, period, day, sql`${day}::text`),
    grouped(db, period, sql`${cities.id}`, sql`${cities.name}`),
    grouped(db, period, sql`${experiences.id}`, sql`${experiences.name}`),
    grouped(
      db,
      period,
      sql`coalesce(${holder}::text, 'none')`,
      sql`coalesce((select v.name from ${vendors} v where v.id = ${holder}), 'No vendor')`,
    ),
    endings(db, period),
  ]);
  return { byDay, byCity, byExperience, byVendor, rates };
}

/** Of the period's bookings: how many ended cancelled, how many had money back, and how much. */
async function endings(db: Db, period: { start: Date; end: Date }) {
  const [row] = await db
    .select({
      cancelled: sql<number>`count(*) filter (where ${inArray(orders.status, [...CANCELLED_ORDER_STATES])})::int`,
      refunded: sql<number>`count(*) filter (where ${refunded} > 0)::int`,
      refundedAmount: sql<number>`coalesce(sum(${refunded}), 0)`.mapWith(Number),
    })
    .from(orders)
    .where(
      and(
        inArray(orders.status, [...REPORTED_ORDER_STATES]),
        gte(orders.createdAt, period.start),
        lt(orders.createdAt, period.end),
      ),
    );
  return {
    cancelled: Number(row?.cancelled ?? 0),
    refunded: Number(row?.refunded ?? 0),
    refundedAmount: Number(row?.refundedAmount ?? 0),
  };
}
