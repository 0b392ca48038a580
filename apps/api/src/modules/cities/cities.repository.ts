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

/** The id a city key ("1" or "delhi-ncr") may be; null for a short name. */
export function cityIdOfKey(key: string): number | null {
  return /^[0-9]{1,9}$/.test(key) ? Number(key) : null;
}

/** Finds an active city by id ("1") or short name ("delhi-ncr"). */
export async function findActiveCity(db: Db, key: string): Promise<CityRow | undefined> {
  const id = cityIdOfKey(key);
  const byName = eq(cities.shortName, key);
  const [row] = await db
    .select()
    .from(cities)
    .where(id === null ? byName : or(eq(cities.id, id), byName))
    .limit(1);
  return row?.isActive ? row : undefined;
}
