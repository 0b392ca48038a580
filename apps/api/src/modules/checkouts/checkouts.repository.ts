import { type Db, schema } from '@store/db';
import { eq } from 'drizzle-orm';

const { checkouts, users } = schema;

export async function insertCheckout(db: Db, row: typeof checkouts.$inferInsert): Promise<void> {
  await db.insert(checkouts).values(row);
}

export async function findCheckout(db: Db, id: string) {
  const [row] = await db
    .select({ checkout: checkouts, agentName: users.firstName })
    .from(checkouts)
    .innerJoin(users, eq(users.id, checkouts.agentId))
    .where(eq(checkouts.id, id))
    .limit(1);
  return row;
}
