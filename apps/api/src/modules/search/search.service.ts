import type { SearchResults } from '@store/contract';
import type { Db } from '@store/db';
import { resolveCity } from '../cities';
import { toSearchResults } from './search.dto';
import { closestCatalogueWords, searchExperiences } from './search.repository';
import { searchTerms, typedWords } from './search-terms';

export type SearchRequest = { q: string; page: number; limit: number };

/**
 * Experiences of a city matching what a visitor typed, best first: two statements, and two more
 * (the typo fix and the search again) only when nothing matched as typed.
 */
export async function searchCityExperiences(
  db: Db,
  cityKey: string,
  request: SearchRequest,
): Promise<SearchResults> {
  const city = await resolveCity(db, cityKey);
  const offset = (request.page - 1) * request.limit;
  const rows = await searchExperiences(db, city.id, searchTerms(request.q), request.limit, offset);
  const typoFixed = rows[0]?.total === 0 ? await withTyposFixed(db, city.id, request.q) : null;
  const found = typoFixed
    ? await searchExperiences(db, city.id, searchTerms(typoFixed), request.limit, offset)
    : rows;
  return toSearchResults(found, request, city.city_short_name);
}

/**
 * Nothing matched as typed: each word replaced by the closest catalogue word ("balon" by
 * "balloon"), or null when no word changed (then there is nothing else to try).
 */
async function withTyposFixed(db: Db, cityId: number, q: string): Promise<string | null> {
  const words = typedWords(q);
  if (words.length === 0) return null;
  const closest = await closestCatalogueWords(db, cityId, words);
  const fixed = words.map((word, i) => closest[i] ?? word);
  return fixed.some((word, i) => word !== words[i]) ? fixed.join(' ') : null;
}
