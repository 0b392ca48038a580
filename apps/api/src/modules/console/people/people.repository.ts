import { type Db, schema } from '@store/db';
import type { Role } from '@store/domain';
import { and, asc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import { containing } from '../../search';

const { orders, users } = schema;

export type PeopleSearch = { q?: string; role?: Role };

function matching(s: PeopleSearch) {
  const like = s.q ? containing(s.q) : undefined;
  return and(
    isNull(users.deletedAt),
    s.role === undefined ? undefined : eq(users.role, s.role),
    like === undefined
      ? undefined
      : or(
          /^[0-9]{1,9}$/.test(s.q ?? '') ? eq(users.id, Number(s.q)) : undefined,
          ilike(users.mobile, like),
          ilike(users.email, like),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
        ),
  );
}

/** One page of people (deleted accounts left out), by id, and how many match. */
export async function findPeople(db: Db, s: PeopleSearch, page: { limit: number; offset: number }) {
  const where = matching(s);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(asc(users.id))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(where);
  return { rows, total: count?.n ?? 0 };
}

/** The user, locked for a change of role. */
export async function lockUser(tx: Db, id: number) {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .for('update');
  return row;
}

export async function setRole(tx: Db, id: number, role: Role): Promise<void> {
  await tx.update(users).set({ role }).where(eq(users.id, id));
}

/** How many orders the person placed (as the customer), in every state. */
export async function orderCountOf(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(orders.customerId, userId));
  return row?.n ?? 0;
}

/** The user, not deleted. */
export async function findPerson(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return row;
}
