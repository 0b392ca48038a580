import { type ApiClient, createApiClient } from '@store/api-client';
import { REQUEST_ID_HEADER } from '@store/contract/request-id';
import { headers } from 'next/headers';
import { API_URL } from './config.server';

/**
 * The API as one page request asks it: nothing of the answer is kept by the store's server (it is
 * this request's own: a search, a customer's order), and every call carries the page's request id
 * (src/proxy.ts), so one id finds the page and its API calls in the logs. The catalogue's
 * cached calls are lib/api.server.ts.
 */
export async function requestApi(who: { city?: string; token?: string } = {}): Promise<ApiClient> {
  const requestId = (await headers()).get(REQUEST_ID_HEADER);
  return createApiClient({
    baseUrl: API_URL,
    getCity: () => who.city,
    getToken: () => who.token ?? null,
    getRequestId: () => requestId,
    fetch: (input, init) => fetch(input, { ...init, cache: 'no-store' }),
  });
}
