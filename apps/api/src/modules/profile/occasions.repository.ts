import { type Db, schema } from '@store/db';
import { and, asc, count, eq } from 'drizzle-orm';

const { userDates, users } = schema;
export type UserDateRow = typeof userDates.$inferSelect;

export async function datesOf(db: Db, userId: number) {
  return db
    .select()
    .from(userDates)
    .where(eq(userDates.userId, userId))
    .orderBy(asc(userDates.date), asc(userDates.id));
}

/**
 * Saves a date unless the owner already keeps `cap` of them: undefined then. The owner's row is
 * locked first, so saves at once are counted one after another and never pass the cap together.
 */
export async function insertDateWithin(db: Db, row: typeof userDates.$inferInsert, cap: number) {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, row.userId)).for('update');
    const [kept] = await tx.select({ n: count() }).from(userDates).where(eq(userDates.userId, row.userId));
    if ((kept?.n ?? 0) >= cap) return undefined;
    const [created] = await tx.insert(userDates).values(row).returning();
    if (!created) throw new Error('the date was not inserted');
    return created;
  });
}

/** Changes one of the owner's dates; undefined when it is not theirs (or not there). */
export async function updateDate(
  db: Db,
  key: { id: number; userId: number },
  changes: Pick<UserDateRow, 'occasion' | 'relation' | 'name' | 'date'>,
) {
  const [row] = await db
    .update(userDates)
    .set(changes)
    .where(and(eq(userDates.id, key.id), eq(userDates.userId, key.userId)))
    .returning();
  return row;
}

export async function deleteDate(db: Db, key: { id: number; userId: number }): Promise<boolean> {
  const gone = await db
    .delete(userDates)
    .where(and(eq(userDates.id, key.id), eq(userDates.userId, key.userId)))
    .returning({ id: userDates.id });
  return gone.length === 1;
}
