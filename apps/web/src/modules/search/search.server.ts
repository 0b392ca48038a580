import { ApiError, createApiClient, endpoints } from '@store/api-client';
import type { SearchResults } from '@store/contract';
import { DEFAULT_CITY } from '@store/domain';
import { headers } from 'next/headers';
import { API_URL } from '@/lib/config.server';

export const RESULTS_PAGE_SIZE = 24;

function searchClient(city: string) {
  // Every query is different: the API caches hot ones, the store keeps none.
  return createApiClient({
    baseUrl: API_URL,
    getCity: () => city,
    fetch: (input, init) => fetch(input, { ...init, cache: 'no-store' }),
  });
}

const isUnknownCity = (error: unknown) =>
  error instanceof ApiError && error.status === 400 && 'CITY' in error.data;

/** One page of results in the visitor's city; a city the store no longer sells in falls back to the default. */
export async function searchExperiences(q: string, city: string, page: number): Promise<SearchResults> {
  const query = { q, page, limit: RESULTS_PAGE_SIZE };
  // Rendered per request anyway: the page's request id (src/proxy.ts) goes on to the API's log.
  const requestId = (await headers()).get('x-request-id');
  const quiet = { hideAlert: true, ...(requestId && { headers: { 'X-Request-Id': requestId } }) };
  try {
    return await searchClient(city).call(endpoints.search, { query, ...quiet });
  } catch (error) {
    if (!isUnknownCity(error) || city === DEFAULT_CITY.short_name) throw error;
    return searchClient(DEFAULT_CITY.short_name).call(endpoints.search, { query, ...quiet });
  }
}
