import type { SearchResults } from '@store/contract';
import { toFeaturedCard } from '../catalogue';
import type { SearchRow } from './search.repository';

type CardRow = SearchRow & { id: number };

export function toSearchResults(
  rows: SearchRow[],
  request: { q: string; page: number; limit: number },
  cityShortName: string,
): SearchResults {
  const cards = rows.filter((row): row is CardRow => row.id !== null);
  return {
    q: request.q,
    total: rows[0]?.total ?? 0,
    page: request.page,
    limit: request.limit,
    experiences: cards.map((row) => toFeaturedCard(row, cityShortName)),
  };
}
