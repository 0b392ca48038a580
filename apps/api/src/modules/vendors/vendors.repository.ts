import { type Db, schema } from '@store/db';
import { VENDOR_REQUEST_HOLDING_STATES } from '@store/domain';
import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { unansweredMandatory } from '../booking-questions/fragments.repository';

const {
  cities,
  experiences,
  orders,
  slots,
  vendorEscalations,
  vendorExperiences,
  vendorPincodes,
  vendorRequests,
  vendors,
} = schema;

/** The states of an order paid for (or to be paid on delivery) and not ended by a cancellation. */
const PAID_LIVE = ['placed', 'sent_to_vendor', 'accepted', 'rejected', 'on_the_way', 'completed'] as const;

/** Orders waiting for a vendor: placed, or back from a rejection or a lapsed request. */
const WAITING = ['placed', 'rejected'] as const;

const openEscalation = sql`exists (
  select 1 from ${vendorEscalations} e where e.order_id = ${orders.id} and e.resolved_at is null
)`;

/**
 * Bookings ready for a vendor: waiting, every mandatory question answered, not flagged for the
 * operators, their slot's date not before `fromDate` (the caller checks the slot's time). Oldest first.
 */
export async function ordersReadyForVendor(db: Db, fromDate: string, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        inArray(orders.status, [...WAITING]),
        eq(orders.kind, 'booking'),
        or(isNull(orders.date), gte(orders.date, fromDate)),
        sql`${unansweredMandatory} = 0`,
        sql`not ${openEscalation}`,
      ),
    )
    .orderBy(asc(orders.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** What asking a vendor needs of an order (with `cities` and `slots` joined): its slot, city and area. */
export const orderToAsk = {
  id: orders.id,
  status: orders.status,
  experienceId: orders.experienceId,
  cityId: orders.cityId,
  date: orders.date,
  startTime: slots.startTime,
  timeZone: cities.timeZone,
  locality: orders.locality,
  pincode: orders.pincode,
};

/**
 * One of them, locked for its dispatch, with what it needs (slot start, city time zone); undefined
 * when another process holds it (it dispatches it) or it is no longer waiting and ready.
 */
export async function lockOrderForDispatch(tx: Db, orderId: number) {
  const [row] = await tx
    .select(orderToAsk)
    .from(orders)
    .innerJoin(cities, eq(cities.id, orders.cityId))
    .leftJoin(slots, eq(slots.id, orders.slotId))
    .where(
      and(
        eq(orders.id, orderId),
        inArray(orders.status, [...WAITING]),
        sql`${unansweredMandatory} = 0`,
        sql`not ${openEscalation}`,
      ),
    )
    .for('update', { of: orders, skipLocked: true });
  return row;
}

/**
 * Locks the rows of the vendors listed for the experience in the city who take a limited number of
 * bookings a day, lowest id first (so two dispatches never wait on each other in a circle): two
 * orders of the same day cannot both take a vendor's last place. Their requests' counts are read
 * after the lock.
 */
export async function lockCapacityLimited(tx: Db, experienceId: number, cityId: number): Promise<void> {
  await tx
    .select({ id: vendors.id })
    .from(vendors)
    .innerJoin(vendorExperiences, eq(vendorExperiences.vendorId, vendors.id))
    .where(
      and(
        eq(vendorExperiences.experienceId, experienceId),
        eq(vendorExperiences.cityId, cityId),
        isNotNull(vendors.dailyCapacity),
      ),
    )
    .orderBy(asc(vendors.id))
    .for('no key update', { of: vendors });
}

/**
 * Every vendor listed for the experience in the city, with what eligibility needs: their pincodes
 * in the city (null: all of it) and the bookings they are asked for or hold on `date`.
 */
export async function vendorCandidates(tx: Db, experienceId: number, cityId: number, date: string | null) {
  const holding = sql.raw(VENDOR_REQUEST_HOLDING_STATES.map((s) => `'${s}'`).join(', '));
  return tx
    .select({
      vendorId: vendors.id,
      rank: vendorExperiences.rank,
      workingDays: vendors.workingDays,
      active: vendors.active,
      whatsappOptIn: vendors.whatsappOptIn,
      mobileVerified: sql<boolean>`${vendors.mobileVerifiedAt} is not null`,
      pausedUntil: vendors.pausedUntil,
      dailyCapacity: vendors.dailyCapacity,
      pincodes: sql<string[] | null>`(select array_agg(vp.pincode) from ${vendorPincodes} vp
        where vp.vendor_id = ${vendors.id} and vp.city_id = ${cityId})`,
      heldThatDay:
        date === null
          ? sql<number>`0`
          : sql<number>`(select count(*)::int from ${vendorRequests} r
              join ${orders} o on o.id = r.order_id
              where r.vendor_id = ${vendors.id} and r.status in (${holding}) and o.date = ${date})`,
    })
    .from(vendorExperiences)
    .innerJoin(vendors, eq(vendors.id, vendorExperiences.vendorId))
    .where(and(eq(vendorExperiences.experienceId, experienceId), eq(vendorExperiences.cityId, cityId)))
    .orderBy(asc(vendorExperiences.rank));
}

export async function askedVendorIds(tx: Db, orderId: number): Promise<Set<number>> {
  const rows = await tx
    .select({ vendorId: vendorRequests.vendorId })
    .from(vendorRequests)
    .where(eq(vendorRequests.orderId, orderId));
  return new Set(rows.map((r) => r.vendorId));
}

/** Flags the order for the operators; false when it already has an open flag. */
export async function insertEscalation(
  tx: Db,
  row: { orderId: number; reason: string; createdAt: Date },
): Promise<boolean> {
  const added = await tx
    .insert(vendorEscalations)
    .values(row)
    .onConflictDoNothing({ target: vendorEscalations.orderId, where: sql`resolved_at is null` })
    .returning({ id: vendorEscalations.id });
  return added.length === 1;
}

/** Open requests whose answer window is over, oldest first. */
export async function lapsedRequestIds(db: Db, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: vendorRequests.id })
    .from(vendorRequests)
    .where(and(eq(vendorRequests.status, 'sent'), lte(vendorRequests.answerBy, now)))
    .orderBy(asc(vendorRequests.answerBy), asc(vendorRequests.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

export type LockedRequest = typeof vendorRequests.$inferSelect;

/**
 * A request locked for its answer or its timeout: whichever locks it first decides, the other
 * then finds it no longer open. `skipLocked` lets the sweep pass over one being answered now.
 */
export async function lockVendorRequest(
  tx: Db,
  id: number,
  options: { skipLocked?: boolean } = {},
): Promise<LockedRequest | undefined> {
  const [row] = await tx
    .select()
    .from(vendorRequests)
    .where(eq(vendorRequests.id, id))
    .for('update', options.skipLocked ? { skipLocked: true } : {});
  return row;
}

/** The order's current state (read inside the request's transaction, after its lock). */
export async function orderStatusOf(tx: Db, orderId: number): Promise<string | undefined> {
  const [row] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return row?.status;
}

/** What the vendor response page shows of a request, its order and (after acceptance) its customer. */
export async function requestForView(db: Db, requestId: number) {
  const [row] = await db
    .select({
      request: vendorRequests,
      vendorName: vendors.name,
      order: {
        id: orders.id,
        status: orders.status,
        experienceId: orders.experienceId,
        date: orders.date,
        quantity: orders.quantity,
        locality: orders.locality,
        pincode: orders.pincode,
        customizations: orders.customizations,
        deliveryAddress: orders.deliveryAddress,
        customerId: orders.customerId,
      },
      experience: experiences.name,
      startTime: slots.startTime,
      endTime: slots.endTime,
      city: cities.name,
      timeZone: cities.timeZone,
    })
    .from(vendorRequests)
    .innerJoin(vendors, eq(vendors.id, vendorRequests.vendorId))
    .innerJoin(orders, eq(orders.id, vendorRequests.orderId))
    .innerJoin(experiences, eq(experiences.id, orders.experienceId))
    .innerJoin(cities, eq(cities.id, orders.cityId))
    .leftJoin(slots, eq(slots.id, orders.slotId))
    .where(eq(vendorRequests.id, requestId));
  return row;
}

export type RequestView = NonNullable<Awaited<ReturnType<typeof requestForView>>>;

/**
 * A booking's add-on orders that are paid and not cancelled, oldest first: read with the booking
 * rather than sent as requests of their own, so they are with whichever vendor holds it, now or
 * after a reassignment.
 */
export async function paidCustomizationsOf(db: Db, bookingId: number) {
  return db
    .select({ id: orders.id, customizations: orders.customizations })
    .from(orders)
    .where(
      and(
        eq(orders.parentOrderId, bookingId),
        eq(orders.kind, 'customisation'),
        inArray(orders.status, [...PAID_LIVE]),
      ),
    )
    .orderBy(asc(orders.id));
}

/** The customer's name and mobile on their account (a delivery address may name someone else). */
export async function customerContact(db: Db, userId: number) {
  const [row] = await db
    .select({
      firstName: schema.users.firstName,
      lastName: schema.users.lastName,
      mobile: schema.users.mobile,
    })
    .from(schema.users)
    .where(eq(schema.users.id, userId));
  return row;
}
