import { type Db, schema } from '@store/db';
import type { RefundState } from '@store/domain';
import { and, asc, desc, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';

const { orders, payments, refunds } = schema;

export type RefundRow = typeof refunds.$inferSelect;

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

export async function insertRefund(db: Db, row: typeof refunds.$inferInsert): Promise<RefundRow> {
  const [created] = await db.insert(refunds).values(row).returning();
  if (!created) throw new Error('the refund was not written');
  return created;
}

/** The refunds of these orders, newest first, for the tracking page. */
export async function refundsOf(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db.select().from(refunds).where(inArray(refunds.orderId, orderIds)).orderBy(desc(refunds.id));
}

/**
 * Refunds due a try now, locked and skipped by any other runner; each is pushed back by a lease
 * before the provider is asked, so a crashed run cannot leave one tried twice at once.
 */
export async function claimDueRefunds(db: Db, now: Date, leaseUntil: Date, limit: number) {
  const due = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.status, 'pending'), lte(refunds.nextTryAt, now)))
    .orderBy(asc(refunds.nextTryAt), asc(refunds.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  if (due.length > 0) {
    await db
      .update(refunds)
      .set({ nextTryAt: leaseUntil })
      .where(
        inArray(
          refunds.id,
          due.map((r) => r.id),
        ),
      );
  }
  return due;
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

/** A refund, locked for its change of state. */
export async function lockRefund(db: Db, match: { id: number } | { providerRefundId: string; key?: string }) {
  const where =
    'id' in match
      ? eq(refunds.id, match.id)
      : or(
          eq(refunds.providerRefundId, match.providerRefundId),
          match.key
            ? and(eq(refunds.idempotencyKey, match.key), isNull(refunds.providerRefundId))
            : undefined,
        );
  const [row] = await db.select().from(refunds).where(where).limit(1).for('update');
  return row;
}

export async function updateRefund(
  db: Db,
  id: number,
  change: Partial<Pick<RefundRow, 'providerRefundId' | 'tries' | 'nextTryAt' | 'lastError' | 'settledAt'>> & {
    status?: RefundState;
    updatedAt: Date;
  },
): Promise<void> {
  await db.update(refunds).set(change).where(eq(refunds.id, id));
}

/**
 * Refund-due orders that no refund has been opened for yet (a late or second payment, a cancelled
 * then paid order). An order whose refunds failed is not one of them: a failed refund is retried by
 * settleRefund for the amount that was decided, and after the last allowed failure the order waits
 * for the operators; opening "what is left of the payment" here would refund more than a partial
 * cancellation decided, and open one more failing refund every pass.
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
