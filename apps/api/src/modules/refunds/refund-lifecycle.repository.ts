import { type Db, schema } from '@store/db';
import type { RefundState } from '@store/domain';
import { and, asc, eq, inArray, isNull, lte, or } from 'drizzle-orm';

// Every write of a refund: its opening, its moves and the lease of a try. Only the refund lifecycle
// service imports this file (test/refund-lifecycle-owner.test.ts holds it to that).
const { refunds } = schema;

export type RefundRow = typeof refunds.$inferSelect;

export async function insertRefund(db: Db, row: typeof refunds.$inferInsert): Promise<RefundRow> {
  const [created] = await db.insert(refunds).values(row).returning();
  if (!created) throw new Error('the refund was not written');
  return created;
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

/** How a refund is found: by our id, or by the provider's (or, before we have it, the receipt we sent). */
export type RefundMatch = { id: number } | { providerRefundId: string; key?: string };

/** A refund, locked for its change of state. */
export async function lockRefund(db: Db, match: RefundMatch): Promise<RefundRow | undefined> {
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
