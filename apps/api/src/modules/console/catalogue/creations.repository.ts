import { type Db, schema } from '@store/db';
import { and, eq, inArray, sql } from 'drizzle-orm';

const { categories, customizations, experienceCustomizations, experiences, regions, tags } = schema;

type Table = typeof categories | typeof tags | typeof regions | typeof customizations;

/**
 * A new row's id: one past the largest. The catalogue's ids are its own numbers (the seed's and the
 * store's links use them), so no sequence; the table lock makes two creations wait in turn, so a
 * slug checked free under it stays free until the row is written.
 */
async function nextId(tx: Db, table: Table): Promise<number> {
  await tx.execute(sql`lock table ${table} in share row exclusive mode`);
  const [next] = await tx.select({ id: sql<number>`coalesce(max(${table.id}), 0)::int + 1` }).from(table);
  return next?.id ?? 1;
}

/** The id of the row holding a slug (a region's within its city), if any. */
export async function slugOwner(
  db: Db,
  what: 'tag' | 'category' | 'region',
  slug: string,
  cityId?: number,
): Promise<number | undefined> {
  const query =
    what === 'tag'
      ? db.select({ id: tags.id }).from(tags).where(eq(tags.slug, slug))
      : what === 'category'
        ? db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug))
        : db
            .select({ id: regions.id })
            .from(regions)
            .where(and(eq(regions.slug, slug), eq(regions.cityId, cityId ?? 0)));
  const [row] = await query;
  return row?.id;
}

/** Locks the table for a creation and gives the new row's id (see nextId). */
export const lockForCreation = (tx: Db, what: 'tag' | 'category' | 'region' | 'customization') =>
  nextId(tx, { tag: tags, category: categories, region: regions, customization: customizations }[what]);

export async function insertTag(tx: Db, values: typeof tags.$inferInsert): Promise<void> {
  await tx.insert(tags).values(values);
}

export async function insertCategory(tx: Db, values: typeof categories.$inferInsert): Promise<void> {
  await tx.insert(categories).values(values);
}

export async function insertRegion(tx: Db, values: typeof regions.$inferInsert): Promise<void> {
  await tx.insert(regions).values(values);
}

export async function insertCustomization(tx: Db, values: typeof customizations.$inferInsert): Promise<void> {
  await tx.insert(customizations).values(values);
}

/** Offers the add-on with these experiences, last on each one's list of add-ons. */
export async function offerWith(tx: Db, customizationId: number, experienceIds: number[]): Promise<void> {
  if (experienceIds.length === 0) return;
  await tx.insert(experienceCustomizations).values(
    experienceIds.map((experienceId) => ({
      experienceId,
      customizationId,
      sortOrder: sql<number>`(select coalesce(max(${experienceCustomizations.sortOrder}), -1) + 1 from ${experienceCustomizations} where ${experienceCustomizations.experienceId} = ${experienceId})`,
    })),
  );
}

export async function knownExperiences(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: experiences.id }).from(experiences).where(inArray(experiences.id, ids));
  return new Set(rows.map((r) => r.id));
}
