import { ApiError, endpoints } from '@store/api-client';
import type { SearchResults } from '@store/contract';
import { DEFAULT_CITY } from '@store/domain';
import { requestApi } from '@/lib/request-api.server';

export const RESULTS_PAGE_SIZE = 24;

const isUnknownCity = (error: unknown) => error instanceof ApiError && error.code === 'UNKNOWN_CITY';

/** One page of results in the visitor's city; a city the store no longer sells in falls back to the default. */
export async function searchExperiences(q: string, city: string, page: number): Promise<SearchResults> {
  // Every query is different: the API caches hot ones, the store keeps none.
  const query = { q, page, limit: RESULTS_PAGE_SIZE };
  try {
    return await (await requestApi({ city })).call(endpoints.search, { query, hideAlert: true });
  } catch (error) {
    if (!isUnknownCity(error) || city === DEFAULT_CITY.short_name) throw error;
    const fallback = await requestApi({ city: DEFAULT_CITY.short_name });
    return fallback.call(endpoints.search, { query, hideAlert: true });
  }
}
