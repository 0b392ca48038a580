import { type Db, schema } from '@store/db';
import { eq, ilike, or } from 'drizzle-orm';

const { users } = schema;
export type UserRow = typeof users.$inferSelect;

export async function findUserBy(db: Db, key: { id: number } | { mobile: string } | { email: string }) {
  const where =
    'id' in key
      ? eq(users.id, key.id)
      : 'mobile' in key
        ? eq(users.mobile, key.mobile)
        : eq(users.email, key.email.toLowerCase());
  const [row] = await db.select().from(users).where(where).limit(1);
  return row;
}

export async function findUserByReferralCode(db: Db, code: string) {
  const [row] = await db.select().from(users).where(eq(users.referralCode, code.toUpperCase())).limit(1);
  return row;
}

/** Inserts a user; undefined when the mobile, email or referral code is already taken. */
export async function insertUser(db: Db, row: typeof users.$inferInsert) {
  const [created] = await db.insert(users).values(row).onConflictDoNothing().returning();
  return created;
}

/** Applies the changes and returns the user; no changes (an empty profile update) just reads it. */
export async function updateUser(db: Db, id: number, changes: Partial<typeof users.$inferInsert>) {
  if (Object.keys(changes).length === 0) {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    return row;
  }
  const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  return row;
}

/** Agents look customers up by mobile, email or name (at most 20). */
export async function searchUsers(db: Db, query: string) {
  const like = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      mobile: users.mobile,
      email: users.email,
    })
    .from(users)
    .where(
      or(
        ilike(users.mobile, like),
        ilike(users.email, like),
        ilike(users.firstName, like),
        ilike(users.lastName, like),
      ),
    )
    .orderBy(users.id)
    .limit(20);
}
