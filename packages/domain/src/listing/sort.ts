import { SORT_OPTIONS, type SortOption } from '../constants';

export type SortParams =
  | Record<string, never>
  | { sort_type: 'web'; sort: 'price_asc' | 'price_desc'; sortBy: 'price' };

export function isSortOption(value: unknown): value is SortOption {
  return typeof value === 'string' && (SORT_OPTIONS as readonly string[]).includes(value);
}

export function sortParams(sort: SortOption): SortParams {
  if (sort === 'RECOMMENDED') return {};
  return { sort_type: 'web', sort: sort === 'PRICE_ASC' ? 'price_asc' : 'price_desc', sortBy: 'price' };
}
