import { type Db, schema } from '@store/db';
import { eq, sql } from 'drizzle-orm';

const { sandboxCaptures, sandboxRefunds } = schema;

/** The sandbox's books, as Razorpay keeps its own: a capture and the refunds made against it. */
export async function lockCaptureByPayment(db: Db, paymentId: string) {
  const [row] = await db
    .select()
    .from(sandboxCaptures)
    .where(eq(sandboxCaptures.paymentId, paymentId))
    .for('update');
  return row;
}

export async function refundByKey(db: Db, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(sandboxRefunds)
    .where(eq(sandboxRefunds.idempotencyKey, idempotencyKey));
  return row;
}

export async function sandboxRefundById(db: Db, refundId: string) {
  const [row] = await db.select().from(sandboxRefunds).where(eq(sandboxRefunds.refundId, refundId));
  return row;
}

export async function refundedPaise(db: Db, paymentId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${sandboxRefunds.amountPaise}), 0)`.mapWith(Number) })
    .from(sandboxRefunds)
    .where(eq(sandboxRefunds.paymentId, paymentId));
  return row?.total ?? 0;
}

export async function insertSandboxRefund(db: Db, row: typeof sandboxRefunds.$inferInsert): Promise<void> {
  await db.insert(sandboxRefunds).values(row);
}
