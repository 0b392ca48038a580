import { type Db, schema } from '@store/db';
import { DomainError } from '@store/domain';
import { and, eq, ilike, or } from 'drizzle-orm';
import { containing } from '../search';

const { users } = schema;
export type UserRow = typeof users.$inferSelect;

/** By id or mobile; emails are looked up only when proven (findUserByProvenEmail). */
export async function findUserBy(db: Db, key: { id: number } | { mobile: string }) {
  const where = 'id' in key ? eq(users.id, key.id) : eq(users.mobile, key.mobile);
  const [row] = await db.select().from(users).where(where).limit(1);
  return row;
}

/** The account whose email is proven: the only one an email may sign in to. */
export async function findUserByProvenEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email.toLowerCase()), eq(users.emailVerified, true)))
    .limit(1);
  return row;
}

export async function findUserByReferralCode(db: Db, code: string) {
  const [row] = await db.select().from(users).where(eq(users.referralCode, code.toUpperCase())).limit(1);
  return row;
}

/** Inserts a user; undefined when the mobile, proven email or referral code is already taken. */
export async function insertUser(db: Db, row: typeof users.$inferInsert) {
  const [created] = await db.insert(users).values(row).onConflictDoNothing().returning();
  return created;
}

/**
 * Two requests may claim one mobile or proven email at once; the database's unique index decides,
 * and the loser gets a 409 instead of a 500.
 */
export async function updateUser(db: Db, id: number, changes: Partial<typeof users.$inferInsert>) {
  // No changes (an empty profile update) just reads the user.
  if (Object.keys(changes).length === 0) {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    return row;
  }
  try {
    const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
    return row;
  } catch (error) {
    const taken = takenField(error);
    if (!taken) throw error;
    throw new DomainError(taken.code, `This ${taken.field} belongs to another account.`, {
      [taken.field]: 'is already registered',
    });
  }
}

// The unique columns an update may change; the referral code is set once, when the account is made.
const UNIQUE_FIELDS: Record<string, { field: string; code: 'MOBILE_TAKEN' | 'EMAIL_TAKEN' }> = {
  users_mobile_unique: { field: 'mobile', code: 'MOBILE_TAKEN' },
  users_email_verified: { field: 'email', code: 'EMAIL_TAKEN' },
};

/** The field of a unique violation (SQLSTATE 23505) on users, looking through Drizzle's wrapper. */
function takenField(error: unknown) {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code === '23505') return UNIQUE_FIELDS[constraint ?? ''];
  }
  return undefined;
}

/** Agents look customers up by mobile, email or name (at most 20). */
export async function searchUsers(db: Db, query: string) {
  const like = containing(query);
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
