import { type Db, schema } from '@store/db';
import { eq, sql } from 'drizzle-orm';

const { catalogueVersion } = schema;

/** Moves the catalogue's version on: every API process that reads it next drops its cached answers. */
export async function bumpCatalogueVersion(db: Db): Promise<void> {
  await db
    .update(catalogueVersion)
    .set({ version: sql`${catalogueVersion.version} + 1` })
    .where(eq(catalogueVersion.id, 1));
}

/** The catalogue's version now (on the primary: a replica could still show the one before). */
export async function readCatalogueVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: catalogueVersion.version }).from(catalogueVersion);
  return row?.version ?? 0;
}
