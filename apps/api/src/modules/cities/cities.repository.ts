import { type Db, schema } from '@store/db';
import { asc, eq } from 'drizzle-orm';

const { cities } = schema;

export type CityRow = typeof cities.$inferSelect;

export async function listActiveCities(db: Db): Promise<CityRow[]> {
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
