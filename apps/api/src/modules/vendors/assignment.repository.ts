import { type Db, schema } from '@store/db';
import { VENDOR_REQUEST_HOLDING_STATES, type VendorRequestState } from '@store/domain';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { orderToAsk } from './vendors.repository';

// The operators' side of vendor requests (the console): choosing a vendor for a booking,
// taking it from the one asked or holding it, and asking again.
const { cities, orders, slots, vendorCities, vendorEscalations, vendorExperiences, vendorRequests, vendors } =
  schema;

/**
 * Locks the request of the vendor asked for or holding the order, if any: taken before the order,
 * in the order a vendor's answer takes them (request, then order), so the two never deadlock.
 */
export async function lockHolderRequest(tx: Db, orderId: number): Promise<void> {
  await tx
    .select({ id: vendorRequests.id })
    .from(vendorRequests)
    .where(
      and(
        eq(vendorRequests.orderId, orderId),
        inArray(vendorRequests.status, [...VENDOR_REQUEST_HOLDING_STATES]),
      ),
    )
    .for('update');
}

/** The order, locked for its assignment, with what asking a vendor needs. */
export async function lockOrderForAssignment(tx: Db, orderId: number) {
  const [row] = await tx
    .select({ ...orderToAsk, kind: orders.kind, cityName: cities.name })
    .from(orders)
    .innerJoin(cities, eq(cities.id, orders.cityId))
    .leftJoin(slots, eq(slots.id, orders.slotId))
    .where(eq(orders.id, orderId))
    .for('update', { of: orders });
  return row;
}

/**
 * The vendors who work in a city, each with their rank for the experience there (null when not
 * listed for it) and how their request for the order ended, if they were asked. Ranked first.
 */
export async function vendorsForOrder(db: Db, order: { id: number; cityId: number; experienceId: number }) {
  return db
    .select({
      id: vendors.id,
      name: vendors.name,
      mobile: vendors.mobile,
      active: vendors.active,
      mobileVerified: sql<boolean>`${vendors.mobileVerifiedAt} is not null`,
      whatsappOptIn: vendors.whatsappOptIn,
      workingDays: vendors.workingDays,
      rank: vendorExperiences.rank,
      // The vendor's latest request for this order: an operator may have asked them again.
      asked: sql<VendorRequestState | null>`(select r.status from ${vendorRequests} r
        where r.order_id = ${order.id} and r.vendor_id = ${vendors.id} order by r.id desc limit 1)`,
    })
    .from(vendorCities)
    .innerJoin(vendors, eq(vendors.id, vendorCities.vendorId))
    .leftJoin(
      vendorExperiences,
      and(
        eq(vendorExperiences.vendorId, vendors.id),
        eq(vendorExperiences.cityId, order.cityId),
        eq(vendorExperiences.experienceId, order.experienceId),
      ),
    )
    .where(eq(vendorCities.cityId, order.cityId))
    .orderBy(asc(vendorExperiences.rank), asc(vendors.name), asc(vendors.id));
}

/** The order's flag (no vendor left) is resolved: an operator chose one. */
export async function resolveFlag(tx: Db, orderId: number, now: Date): Promise<void> {
  await tx
    .update(vendorEscalations)
    .set({ resolvedAt: now })
    .where(and(eq(vendorEscalations.orderId, orderId), isNull(vendorEscalations.resolvedAt)));
}
