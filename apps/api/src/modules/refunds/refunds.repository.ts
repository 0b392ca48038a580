import { type Db, schema } from '@store/db';
import { and, asc, desc, eq, inArray, lte, ne, sql } from 'drizzle-orm';

// What is read of refunds; their writes are refund-lifecycle.repository.ts's alone.
const { orders, payments, refunds } = schema;

/** The order's captured online payment, if any: what a refund to the source goes back through. */
export async function paidPaymentOf(db: Db, orderId: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid')))
    .limit(1);
  return row;
}

/** Rupees of the order already refunded or on their way (every refund but a failed one). */
export async function refundedSoFar(db: Db, orderId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${refunds.amount}), 0)`.mapWith(Number) })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), ne(refunds.status, 'failed')));
  return row?.total ?? 0;
}

/** The refunds of these orders, newest first, for the tracking page. */
export async function refundsOf(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db.select().from(refunds).where(inArray(refunds.orderId, orderIds)).orderBy(desc(refunds.id));
}

/** Refunds the provider took whose webhook has not come by their next check, oldest first. */
export async function requestedRefundsToCheck(db: Db, now: Date, limit: number) {
  return db
    .select()
    .from(refunds)
    .where(and(eq(refunds.status, 'requested'), lte(refunds.nextTryAt, now)))
    .orderBy(asc(refunds.nextTryAt), asc(refunds.id))
    .limit(limit);
}

/**
 * Refund-due orders that no refund has been opened for yet (a late or second payment, a cancelled
 * then paid order). An order whose refunds failed is not one of them: a failed refund is retried by
 * the refund lifecycle for the amount that was decided, and after the last allowed failure the
 * order waits for the operators; opening "what is left of the payment" here would refund more than
 * a partial cancellation decided, and open one more failing refund every pass.
 */
export async function refundDueWithoutRefund(db: Db, limit: number) {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        // Written into the text, so that the partial index orders_refund_due serves it.
        sql`${orders.status} = 'refund_due'`,
        sql`not exists (select 1 from ${refunds} where ${refunds.orderId} = ${orders.id} and ${refunds.status} <> 'processed')`,
      ),
    )
    .orderBy(asc(orders.id))
    .limit(limit);
}

/** How many times the provider failed this order's refunds. */
export async function failedRefunds(db: Db, orderId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'failed')));
  return row?.n ?? 0;
}

export async function customerOf(db: Db, orderId: number): Promise<number | null> {
  const [row] = await db.select({ customerId: orders.customerId }).from(orders).where(eq(orders.id, orderId));
  return row?.customerId ?? null;
}
