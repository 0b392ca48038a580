import { type Db, schema } from '@store/db';
import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';

const { referrals, users } = schema;

/** The friends who joined with this customer's code, newest first. */
export async function referralsBy(db: Db, referrerId: number) {
  return db
    .select({
      firstName: users.firstName,
      createdAt: referrals.createdAt,
      referrerCredit: referrals.referrerCredit,
      creditedAt: referrals.creditedAt,
    })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.referredId))
    .where(eq(referrals.referrerId, referrerId))
    .orderBy(desc(referrals.createdAt));
}

/** Records a referral once per referred customer; false when it was already recorded. */
export async function insertReferral(db: Db, row: typeof referrals.$inferInsert): Promise<boolean> {
  const created = await db
    .insert(referrals)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: referrals.referredId });
  return created.length === 1;
}

/**
 * The customer's referral still waiting to be earned, locked (with its friend's proof of mobile),
 * so two payments settling at once earn it once.
 */
export async function lockPendingReferral(db: Db, referredId: number) {
  const [row] = await db
    .select({
      referrerId: referrals.referrerId,
      firstName: users.firstName,
      mobileVerified: users.mobileVerified,
    })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.referredId))
    .where(and(eq(referrals.referredId, referredId), isNull(referrals.creditedAt)))
    .limit(1)
    .for('update', { of: referrals });
  return row;
}

/** How many of a referrer's referrals paid them a credit since the start of the month. */
export async function referrerCreditsSince(db: Db, referrerId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(referrals)
    .where(
      and(
        eq(referrals.referrerId, referrerId),
        gte(referrals.creditedAt, since),
        sql`${referrals.referrerCredit} > 0`,
      ),
    );
  return row?.n ?? 0;
}

export async function markReferralEarned(
  db: Db,
  referredId: number,
  earned: { referrerCredit: number; friendCredit: number; creditedAt: Date },
): Promise<void> {
  await db.update(referrals).set(earned).where(eq(referrals.referredId, referredId));
}
