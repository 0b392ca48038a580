import { type Db, schema } from '@store/db';
import { VENDOR_REQUEST_HOLDING_STATES } from '@store/domain';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';

const { orderEvents, orderFeedback, orders, payments, vendorRequests, vendors } = schema;

/** An order's audit rows, oldest first: its tracking timeline. */
export async function orderHistoryOf(db: Db, orderId: number) {
  return db
    .select({
      fromStatus: orderEvents.fromStatus,
      toStatus: orderEvents.toStatus,
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
export async function addOnOrdersOf(db: Db, parentOrderId: number) {
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

export async function feedbackOf(db: Db, orderId: number) {
  const [row] = await db.select().from(orderFeedback).where(eq(orderFeedback.orderId, orderId)).limit(1);
  return row;
}

/** Stores the order's one feedback; false when it already had one (nothing is changed then). */
export async function insertFeedback(db: Db, row: typeof orderFeedback.$inferInsert): Promise<boolean> {
  const inserted = await db
    .insert(orderFeedback)
    .values(row)
    .onConflictDoNothing({ target: orderFeedback.orderId })
    .returning({ orderId: orderFeedback.orderId });
  return inserted.length > 0;
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
