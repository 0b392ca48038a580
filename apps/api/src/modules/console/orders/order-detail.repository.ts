import { type Db, schema } from '@store/db';
import { CASH_COLLECTED } from '@store/domain';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';

// What an order's console page reads beside its row (console-orders.repository.ts); the refunds,
// messages and answers come from their own modules' repositories.
const { orderEvents, paymentCaptures, payments, users, vendorEscalations, vendorRequests, vendors } = schema;

/** Every audit row of the order (state changes and notes), oldest first, with who acted. */
export async function eventsOfOrder(db: Db, orderId: number) {
  return db
    .select({ event: orderEvents, firstName: users.firstName, lastName: users.lastName })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.actorId))
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
}

/** The order's provider payments, each with the captures the provider reported. */
export async function paymentsOfOrder(db: Db, orderId: number) {
  const rows = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.id));
  const captures =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(paymentCaptures)
          .where(
            inArray(
              paymentCaptures.paymentId,
              rows.map((p) => p.id),
            ),
          )
          .orderBy(asc(paymentCaptures.id));
  return rows.map((payment) => ({ payment, captures: captures.filter((c) => c.paymentId === payment.id) }));
}

/** Every vendor asked for the order, oldest first. */
export async function vendorRequestsOfOrder(db: Db, orderId: number) {
  return db
    .select({ request: vendorRequests, name: vendors.name, mobile: vendors.mobile })
    .from(vendorRequests)
    .innerJoin(vendors, eq(vendors.id, vendorRequests.vendorId))
    .where(eq(vendorRequests.orderId, orderId))
    .orderBy(asc(vendorRequests.id));
}

/** The open flag of an order no vendor is left to take, if any. */
export async function openFlagOf(db: Db, orderId: number) {
  const [row] = await db
    .select()
    .from(vendorEscalations)
    .where(and(eq(vendorEscalations.orderId, orderId), isNull(vendorEscalations.resolvedAt)));
  return row;
}

/** Whether the order's cash was recorded as collected. */
export async function cashCollected(db: Db, orderId: number): Promise<boolean> {
  const rows = await db
    .select({ id: orderEvents.id })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.cause, CASH_COLLECTED)))
    .limit(1);
  return rows.length > 0;
}
