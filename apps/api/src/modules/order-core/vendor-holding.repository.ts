import { type Db, schema } from '@store/db';
import { VENDOR_REQUEST_HOLDING_STATES } from '@store/domain';
import { and, eq, inArray } from 'drizzle-orm';

const { vendorRequests, vendors } = schema;

/** The vendor asked for a booking and not yet answered, or holding it: who hears of its add-ons. */
export async function vendorHoldingOrder(db: Db, orderId: number) {
  const [row] = await db
    .select({ vendorId: vendors.id, whatsappOptIn: vendors.whatsappOptIn })
    .from(vendorRequests)
    .innerJoin(vendors, eq(vendors.id, vendorRequests.vendorId))
    .where(
      and(
        eq(vendorRequests.orderId, orderId),
        inArray(vendorRequests.status, [...VENDOR_REQUEST_HOLDING_STATES]),
      ),
    )
    .limit(1);
  return row;
}
