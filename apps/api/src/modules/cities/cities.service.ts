import type { CitiesResponse, City } from '@store/contract';
import type { Db } from '@store/db';
import { DEFAULT_CITY, DomainError } from '@store/domain';
import { findActiveCity, listActiveCities } from './cities.repository';
import { toCity } from './city.dto';

export async function getCities(db: Db): Promise<CitiesResponse> {
  const rows = await listActiveCities(db);
  return { cities: rows.map(toCity), default_city_id: DEFAULT_CITY.id };
}

/** The city a request is about; an unknown CITY header is a 400 naming the header. */
export async function resolveCity(db: Db, key: string): Promise<City> {
  const row = await findActiveCity(db, key);
  if (!row) throw unknownCity(key);
  return toCity(row);
}

/** The 400 of a CITY header that names no active city. */
export function unknownCity(key: string): DomainError {
  return new DomainError('VALIDATION_FAILED', `Unknown city: ${key}`, { CITY: 'is not a known city' });
}
