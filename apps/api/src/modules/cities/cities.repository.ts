import { type Db, schema } from '@store/db';
import { asc, eq, or, type SQL } from 'drizzle-orm';

const { cities } = schema;

export type CityRow = typeof cities.$inferSelect;

export function listActiveCities(db: Db): Promise<CityRow[]> {
  return db
    .select()
    .from(cities)
    .where(eq(cities.isActive, true))
    .orderBy(asc(cities.sortOrder), asc(cities.id));
}

/** The city a request names: by id ("1") or short name ("delhi-ncr"). */
export function cityOfKey(key: string): SQL {
  const byName = eq(cities.shortName, key);
  return /^[0-9]{1,9}$/.test(key) ? (or(eq(cities.id, Number(key)), byName) as SQL) : byName;
}

/** Finds an active city by id ("1") or short name ("delhi-ncr"). */
export async function findActiveCity(db: Db, key: string): Promise<CityRow | undefined> {
  const [row] = await db.select().from(cities).where(cityOfKey(key)).limit(1);
  return row?.isActive ? row : undefined;
}
