import { type Db, schema } from '@store/db';
import { and, asc, desc, eq } from 'drizzle-orm';

const { orderEvents, orders, payments, vendorRequests, vendors } = schema;

/** An order's audit rows, oldest first: its tracking timeline. */
export async function orderHistoryOf(db: Db, orderId: number) {
  return db
    .select({
      fromStatus: orderEvents.fromStatus,
      toStatus: orderEvents.toStatus,
      cause: orderEvents.cause,
      createdAt: orderEvents.createdAt,
    })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.id));
}

/** The provider payments made or tried for an order, oldest first. */
export async function paymentsOf(db: Db, orderId: number) {
  return db
    .select({
      provider: payments.provider,
      amount: payments.amount,
      status: payments.status,
      updatedAt: payments.updatedAt,
    })
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.id));
}

/** Add-on orders bought for a booking, newest first. */
export async function customizationOrdersOf(db: Db, parentOrderId: number) {
  return db
    .select({
      id: orders.id,
      status: orders.status,
      amount: orders.amount,
      amountDiscounted: orders.amountDiscounted,
      cashUsed: orders.cashUsed,
      customizations: orders.customizations,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(and(eq(orders.parentOrderId, parentOrderId), eq(orders.kind, 'customisation')))
    .orderBy(desc(orders.id));
}

/** The vendor holding the order: the one whose request it accepted (one at most, by a unique index). */
export async function acceptedVendorOf(db: Db, orderId: number) {
  const [row] = await db
    .select({ name: vendors.name, mobile: vendors.mobile })
    .from(vendorRequests)
    .innerJoin(vendors, eq(vendors.id, vendorRequests.vendorId))
    .where(and(eq(vendorRequests.orderId, orderId), eq(vendorRequests.status, 'accepted')))
    .limit(1);
  return row;
}
