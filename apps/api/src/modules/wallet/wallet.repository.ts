import { type Db, schema } from '@store/db';
import { count, desc, eq, sql } from 'drizzle-orm';

const { walletTransactions } = schema;

/** Serialises wallet debits per user inside a transaction, so two checkouts cannot overspend. */
export async function lockWallet(db: Db, userId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`wallet:${userId}`}))`);
}

/**
 * The balance, summed as PostgreSQL's bigint (what `sum` of an integer column gives) and read as a
 * number: never cast back to integer, so no set of rows can make reading a wallet fail.
 */
export async function walletBalance(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ balance: sql<number>`coalesce(sum(${walletTransactions.amount}), 0)`.mapWith(Number) })
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

/**
 * One page of the customer's ledger, newest first, each row with the balance right after it: the
 * running sum is taken over all their rows before the page is cut.
 */
export async function ledgerOf(db: Db, userId: number, page: { limit: number; offset: number }) {
  const mine = eq(walletTransactions.userId, userId);
  const balance = sql<number>`sum(${walletTransactions.amount}) over (order by ${walletTransactions.id})`;
  const [rows, [counted]] = await Promise.all([
    db
      .select({ row: walletTransactions, balance: balance.mapWith(Number) })
      .from(walletTransactions)
      .where(mine)
      .orderBy(desc(walletTransactions.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(walletTransactions).where(mine),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
