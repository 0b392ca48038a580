import { type Db, schema } from '@store/db';
import { asc, eq, or } from 'drizzle-orm';

const { cities } = schema;

export type CityRow = typeof cities.$inferSelect;

export function listActiveCities(db: Db): Promise<CityRow[]> {
  return db
    .select()
    .from(cities)
    .where(eq(cities.isActive, true))
    .orderBy(asc(cities.sortOrder), asc(cities.id));
}

/** Finds an active city by id ("1") or short name ("delhi-ncr"). */
export async function findActiveCity(db: Db, key: string): Promise<CityRow | undefined> {
  const byId = /^[0-9]{1,9}$/.test(key) ? eq(cities.id, Number(key)) : undefined;
  const match = byId ? or(byId, eq(cities.shortName, key)) : eq(cities.shortName, key);
  const [row] = await db.select().from(cities).where(match).limit(1);
  return row?.isActive ? row : undefined;
}
