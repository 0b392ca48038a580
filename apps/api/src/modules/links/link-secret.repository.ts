import { randomBytes } from 'node:crypto';
import { type Db, schema } from '@store/db';
import { eq } from 'drizzle-orm';

const LINK_SECRET_KEY = 'link_secret';

/**
 * Outside production (no LINK_SECRET), the database's own link secret: made once, at random, and
 * kept in store_meta, so every API copy on the database signs alike and no published constant
 * signs anyone's tracking or vendor links. The first copy to write it wins.
 */
export async function databaseLinkSecret(db: Db): Promise<string> {
  await db
    .insert(schema.storeMeta)
    .values({ key: LINK_SECRET_KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: schema.storeMeta.value })
    .from(schema.storeMeta)
    .where(eq(schema.storeMeta.key, LINK_SECRET_KEY));
  if (!row) throw new Error('the link secret was not kept in store_meta');
  return row.value;
}
