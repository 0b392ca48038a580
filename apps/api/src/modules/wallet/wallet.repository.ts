import { type Db, schema } from '@store/db';
import { eq, sql } from 'drizzle-orm';

const { walletTransactions } = schema;

/** Serialises wallet debits per user inside a transaction, so two checkouts cannot overspend. */
export async function lockWallet(db: Db, userId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`wallet:${userId}`}))`);
}

export async function walletBalance(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ balance: sql<number>`coalesce(sum(${walletTransactions.amount}), 0)::int` })
    .from(walletTransactions)
    .where(eq(walletTransactions.userId, userId));
  return row?.balance ?? 0;
}

export async function insertWalletTransaction(
  db: Db,
  row: typeof walletTransactions.$inferInsert,
): Promise<void> {
  await db.insert(walletTransactions).values(row);
}
