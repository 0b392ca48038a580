import { type Db, schema } from '@store/db';
import { and, eq, inArray, lt } from 'drizzle-orm';

const { orders, paymentEvents, payments } = schema;

/** The payment and its order, locked for this transaction: settlements of one order run one by one. */
export async function lockPayment(db: Db, providerOrderId: string) {
  const [payment] = await db
    .select()
    .from(payments)
    .where(eq(payments.providerOrderId, providerOrderId))
    .for('update');
  if (!payment) return undefined;
  const [order] = await db.select().from(orders).where(eq(orders.id, payment.orderId)).for('update');
  return order ? { payment, order } : undefined;
}

export async function markPaid(
  db: Db,
  paymentId: number,
  providerPaymentId: string,
  now: Date,
): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'paid', providerPaymentId, updatedAt: now })
    .where(eq(payments.id, paymentId));
}

export async function setOrderStatus(db: Db, orderId: number, status: string, now: Date): Promise<void> {
  await db.update(orders).set({ status, holdExpiresAt: null, updatedAt: now }).where(eq(orders.id, orderId));
}

export async function seenPaymentEvent(db: Db, eventId: string): Promise<boolean> {
  const rows = await db
    .select({ id: paymentEvents.eventId })
    .from(paymentEvents)
    .where(eq(paymentEvents.eventId, eventId));
  return rows.length > 0;
}

/** Records a webhook event; false when it was already applied. */
export async function recordPaymentEvent(db: Db, row: typeof paymentEvents.$inferInsert): Promise<boolean> {
  const rows = await db
    .insert(paymentEvents)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: paymentEvents.eventId });
  return rows.length === 1;
}

/** Unpaid provider orders older than `before` whose order still waits for its money. */
export async function unsettledPayments(db: Db, before: Date) {
  return db
    .select({ providerOrderId: payments.providerOrderId })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        eq(payments.status, 'created'),
        lt(payments.createdAt, before),
        inArray(orders.status, ['pending_payment', 'expired']),
      ),
    )
    .limit(200);
}

export async function paymentOfOrder(db: Db, orderId: number, customerId: number) {
  const [row] = await db
    .select({ payment: payments, order: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.orderId, orderId), eq(orders.customerId, customerId)))
    .limit(1);
  return row;
}

export async function paymentByProviderOrder(db: Db, providerOrderId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.providerOrderId, providerOrderId))
    .limit(1);
  return row;
}
