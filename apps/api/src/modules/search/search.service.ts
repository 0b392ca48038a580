import type { SearchResults } from '@store/contract';
import type { Db } from '@store/db';
import { resolveCity } from '../cities/cities.service';
import { toSearchResults } from './search.dto';
import { searchExperiences } from './search.repository';
import { searchTerms } from './search-terms';

export type SearchRequest = { q: string; page: number; limit: number };

/** Experiences of a city matching what a visitor typed, best first; two statements whatever the query. */
export async function searchCityExperiences(
  db: Db,
  cityKey: string,
  request: SearchRequest,
): Promise<SearchResults> {
  const city = await resolveCity(db, cityKey);
  const offset = (request.page - 1) * request.limit;
  const rows = await searchExperiences(db, city.id, searchTerms(request.q), request.limit, offset);
  return toSearchResults(rows, request, city.city_short_name);
}
