import { type Db, schema } from '@store/db';
import { desc, eq } from 'drizzle-orm';

const { referrals, users } = schema;

/** The friends who joined with this customer's code, newest first. */
export async function referralsBy(db: Db, referrerId: number) {
  return db
    .select({
      firstName: users.firstName,
      createdAt: referrals.createdAt,
      referrerCredit: referrals.referrerCredit,
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
