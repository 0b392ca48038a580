import { type Db, schema } from '@store/db';
import { VENDOR_REQUEST_HOLDING_STATES } from '@store/domain';
import { and, eq, inArray } from 'drizzle-orm';

const { vendorRequests, vendors } = schema;

/** The vendor asked for (sent) or holding (accepted) the booking, if any: one at most. */
export async function vendorHolding(db: Db, orderId: number) {
  const [row] = await db
    .select({
      requestId: vendorRequests.id,
      status: vendorRequests.status,
      vendorId: vendors.id,
      whatsappOptIn: vendors.whatsappOptIn,
    })
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
