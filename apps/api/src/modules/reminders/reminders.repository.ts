import { type Db, schema } from '@store/db';
import { REMINDED_STATES } from '@store/domain';
import { and, between, eq, inArray, isNotNull } from 'drizzle-orm';

const { cities, orders, slots, vendorRequests, vendors } = schema;

/** Booked slots on these local dates (yesterday to the day after tomorrow covers every zone's "soon"). */
export async function bookingsOn(db: Db, from: string, until: string) {
  return db
    .select({
      id: orders.id,
      customerId: orders.customerId,
      status: orders.status,
      createdAt: orders.createdAt,
      date: orders.date,
      startTime: slots.startTime,
      timeZone: cities.timeZone,
      locality: orders.locality,
      pincode: orders.pincode,
      vendor: { id: vendors.id, whatsappOptIn: vendors.whatsappOptIn },
    })
    .from(orders)
    .innerJoin(cities, eq(cities.id, orders.cityId))
    .innerJoin(slots, eq(slots.id, orders.slotId))
    .leftJoin(
      vendorRequests,
      and(eq(vendorRequests.orderId, orders.id), eq(vendorRequests.status, 'accepted')),
    )
    .leftJoin(vendors, eq(vendors.id, vendorRequests.vendorId))
    .where(
      and(
        eq(orders.kind, 'booking'),
        isNotNull(orders.date),
        between(orders.date, from, until),
        inArray(orders.status, [...REMINDED_STATES]),
      ),
    );
}
