import { type Db, schema } from '@store/db';
import { CAPTURABLE_STATES } from '@store/domain';
import { and, desc, eq, gte, inArray, lt } from 'drizzle-orm';

const { orders, paymentCaptures, paymentEvents, payments } = schema;

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

/**
 * Unpaid provider orders made between `since` and `before` whose order can still take the money,
 * newest first: ones that can never settle are not asked about, so they cannot crowd a pass.
 */
export async function unsettledPayments(db: Db, window: { since: Date; before: Date; limit: number }) {
  return db
    .select({
      orderId: payments.orderId,
      providerOrderId: payments.providerOrderId,
      paytmFormAt: payments.paytmFormAt,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        eq(payments.status, 'created'),
        lt(payments.createdAt, window.before),
        gte(payments.createdAt, window.since),
        inArray(orders.status, [...CAPTURABLE_STATES]),
      ),
    )
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(window.limit);
}

/** Records a capture; false when the same capture of the same payment was recorded before. */
export async function recordCapture(db: Db, row: typeof paymentCaptures.$inferInsert): Promise<boolean> {
  const rows = await db
    .insert(paymentCaptures)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: paymentCaptures.id });
  return rows.length === 1;
}

/** The customer was given Paytm's checkout form for this payment (the reconciliation asks Paytm then). */
export async function notePaytmForm(db: Db, paymentId: number, at: Date): Promise<void> {
  await db.update(payments).set({ paytmFormAt: at }).where(eq(payments.id, paymentId));
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
