import { type Db, schema } from '@store/db';
import { type AttentionQueue, type OrderState, VENDOR_REQUEST_HOLDING_STATES } from '@store/domain';
import { and, asc, desc, eq, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { containing } from '../../search';
import { attentionCondition } from './attention.repository';

const { cities, experiences, orders, slots, users, vendorRequests, vendors } = schema;

export type OrderSearch = {
  q?: string;
  status?: OrderState;
  cityId?: number;
  experienceId?: number;
  customerId?: number;
  vendorId?: number;
  dateFrom?: string;
  dateTo?: string;
  attention?: AttentionQueue;
  now: Date;
};

/**
 * The vendor asked for or holding the order (one at most: vendor_requests_one_holder). An add-on
 * order has no request of its own: its booking's vendor brings it, so it shows (and is found by)
 * the booking's, whoever that is now.
 */
const holder = and(
  eq(vendorRequests.orderId, sql`coalesce(${orders.parentOrderId}, ${orders.id})`),
  inArray(vendorRequests.status, [...VENDOR_REQUEST_HOLDING_STATES]),
);

/** Digits shorter than this are an order id only: "57" inside other customers' mobiles is noise. */
const MOBILE_PART_MIN = 6;

/** Free text: an order id, part of a mobile (six digits or more), a customer's or an experience's name. */
function matchingText(q: string): SQL | undefined {
  const like = containing(q);
  const digits = /^[0-9]+$/.test(q);
  return or(
    digits && q.length <= 9 ? eq(orders.id, Number(q)) : undefined,
    !digits || q.length >= MOBILE_PART_MIN ? ilike(users.mobile, like) : undefined,
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
    ilike(experiences.name, like),
  );
}

function matching(s: OrderSearch): SQL | undefined {
  return and(
    s.q ? matchingText(s.q) : undefined,
    s.status === undefined ? undefined : eq(orders.status, s.status),
    s.cityId === undefined ? undefined : eq(orders.cityId, s.cityId),
    s.experienceId === undefined ? undefined : eq(orders.experienceId, s.experienceId),
    s.customerId === undefined ? undefined : eq(orders.customerId, s.customerId),
    s.vendorId === undefined ? undefined : eq(vendorRequests.vendorId, s.vendorId),
    s.dateFrom === undefined ? undefined : gte(orders.date, s.dateFrom),
    s.dateTo === undefined ? undefined : lte(orders.date, s.dateTo),
    s.attention === undefined ? undefined : attentionCondition(s.attention, s.now),
  );
}

const rowColumns = {
  order: orders,
  experienceName: experiences.name,
  cityName: cities.name,
  startTime: slots.startTime,
  customerFirstName: users.firstName,
  customerLastName: users.lastName,
  customerMobile: users.mobile,
  vendorId: vendors.id,
  vendorName: vendors.name,
  requestStatus: vendorRequests.status,
};

/** Orders with what a row shows: experience, city, slot, customer, the vendor holding it. */
function withNames<T extends PgSelect>(query: T) {
  return query
    .innerJoin(experiences, eq(experiences.id, orders.experienceId))
    .innerJoin(cities, eq(cities.id, orders.cityId))
    .leftJoin(slots, eq(slots.id, orders.slotId))
    .leftJoin(users, eq(users.id, orders.customerId))
    .leftJoin(vendorRequests, holder)
    .leftJoin(vendors, eq(vendors.id, vendorRequests.vendorId));
}

export type ConsoleOrderRowData = Awaited<ReturnType<typeof findOrderRows>>['rows'][number];

const SORTS = { id: orders.id, date: orders.date, amount: orders.amount } as const;

/** One page of matching orders and how many match in all, in two statements whatever the page. */
export async function findOrderRows(
  db: Db,
  s: OrderSearch,
  page: { limit: number; offset: number; sort: keyof typeof SORTS; order: 'ASC' | 'DESC' },
) {
  const where = matching(s);
  const direction = page.order === 'ASC' ? asc : desc;
  const rows = await withNames(db.select(rowColumns).from(orders).$dynamic())
    .where(where)
    .orderBy(direction(SORTS[page.sort]), direction(orders.id))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await withNames(db.select({ n: sql<number>`count(*)::int` }).from(orders).$dynamic()).where(
    where,
  );
  return { rows, total: count?.n ?? 0 };
}

/** One order with its row's names; undefined when there is none. */
export async function findOrderRow(db: Db, id: number): Promise<ConsoleOrderRowData | undefined> {
  const [row] = await withNames(db.select(rowColumns).from(orders).$dynamic()).where(eq(orders.id, id));
  return row;
}

/** A booking's add-on orders, oldest first, as its page lists them. */
export async function customizationOrdersOfBooking(db: Db, bookingId: number) {
  return db
    .select({
      id: orders.id,
      status: orders.status,
      amount: orders.amount,
      customizations: orders.customizations,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(and(eq(orders.parentOrderId, bookingId), eq(orders.kind, 'customisation')))
    .orderBy(asc(orders.id));
}
