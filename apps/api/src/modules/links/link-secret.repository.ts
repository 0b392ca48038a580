import { type Db, schema } from '@store/db';
import { eq } from 'drizzle-orm';

const LINK_SECRET_KEY = 'link_secret';

/** Keeps `candidate` as the database's link secret unless one is kept already; answers the kept one. */
export async function keepLinkSecret(db: Db, candidate: string): Promise<string> {
  await db.insert(schema.storeMeta).values({ key: LINK_SECRET_KEY, value: candidate }).onConflictDoNothing();
  const [row] = await db
    .select({ value: schema.storeMeta.value })
    .from(schema.storeMeta)
    .where(eq(schema.storeMeta.key, LINK_SECRET_KEY));
  if (!row) throw new Error('the link secret was not kept in store_meta');
  return row.value;
}
