import { type Db, schema } from '@store/db';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';

const { walletCredits } = schema;

export type WalletCreditRow = typeof walletCredits.$inferSelect;

export async function insertWalletCredit(
  db: Db,
  row: typeof walletCredits.$inferInsert,
): Promise<WalletCreditRow> {
  const [created] = await db.insert(walletCredits).values(row).returning();
  if (!created) throw new Error('the wallet credit was not written');
  return created;
}

/** Rupees this operator credited (or asked to, still open) since `since`, summed as bigint. */
export async function creditedSince(db: Db, operatorId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${walletCredits.amount}), 0)`.mapWith(Number) })
    .from(walletCredits)
    .where(
      and(
        eq(walletCredits.requestedBy, operatorId),
        gt(walletCredits.createdAt, since),
        inArray(walletCredits.status, ['applied', 'pending', 'approved']),
      ),
    );
  return row?.total ?? 0;
}

export function pendingWalletCredits(db: Db) {
  return db
    .select()
    .from(walletCredits)
    .where(eq(walletCredits.status, 'pending'))
    .orderBy(asc(walletCredits.id))
    .limit(200);
}

/** The credit, locked until its decision commits, so two admins cannot both approve it. */
export async function lockWalletCredit(db: Db, id: number): Promise<WalletCreditRow | undefined> {
  const [row] = await db.select().from(walletCredits).where(eq(walletCredits.id, id)).for('update');
  return row;
}

export async function decideWalletCredit(
  db: Db,
  id: number,
  decision: { status: 'approved' | 'declined'; decidedBy: number; decidedAt: Date },
): Promise<void> {
  await db.update(walletCredits).set(decision).where(eq(walletCredits.id, id));
}
