import type { CitiesResponse, City } from '@store/contract';
import type { Db } from '@store/db';
import { DEFAULT_CITY, DomainError } from '@store/domain';
import { type CityRow, cityIdOfKey, listActiveCities } from './cities.repository';
import { toCity } from './city.dto';

export async function getCities(db: Db): Promise<CitiesResponse> {
  const rows = await listActiveCities(db);
  return { cities: rows.map(toCity), default_city_id: DEFAULT_CITY.id };
}

/**
 * Cities change only with a release (a migration or the seed), never while the API runs, yet nearly
 * every request names one: each process reads the active cities once (per database: tests run
 * several) and answers from them after, a round trip less on every city-scoped call.
 * A read that failed (the database down at start) is tried again by the next request.
 */
const activeCities = new WeakMap<Db, Promise<CityRow[]>>();

function activeCitiesOf(db: Db): Promise<CityRow[]> {
  const known = activeCities.get(db);
  if (known) return known;
  const reading = listActiveCities(db);
  activeCities.set(db, reading);
  reading.catch(() => activeCities.delete(db));
  return reading;
}

/** Reads the active cities before the first request, so that none waits for them. */
export async function readCitiesAhead(db: Db): Promise<void> {
  await activeCitiesOf(db).catch(() => undefined);
}

/** An active city by id ("1") or short name ("delhi-ncr"); undefined for none. */
export async function activeCity(db: Db, key: string): Promise<CityRow | undefined> {
  const id = cityIdOfKey(key);
  return (await activeCitiesOf(db)).find((city) => city.shortName === key || city.id === id);
}

/** The city a request is about; an unknown CITY header is a 400 naming the header. */
export async function resolveCity(db: Db, key: string): Promise<City> {
  const row = await activeCity(db, key);
  if (!row) throw unknownCity(key);
  return toCity(row);
}

/** The 400 of a CITY header that names no active city. */
export function unknownCity(key: string): DomainError {
  return new DomainError('UNKNOWN_CITY', `Unknown city: ${key}`, { CITY: 'is not a known city' });
}
