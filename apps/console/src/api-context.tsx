import type { ApiClient } from '@store/api-client';
import { createContext, useContext } from 'react';

// The console's API client for screens that call an action or a page of their own (the sign-in,
// Today, an order's actions); lists and pages read through the data provider.
const ApiContext = createContext<ApiClient | null>(null);

export const ApiProvider = ApiContext.Provider;

export function useApi(): ApiClient {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi outside ApiProvider');
  return api;
}

// Where the API is, as the browser reaches it: for what the console shows straight from the API
// (an uploaded experience image).
const ApiUrlContext = createContext<string | null>(null);

export const ApiUrlProvider = ApiUrlContext.Provider;

export function useApiUrl(): string {
  const url = useContext(ApiUrlContext);
  if (url === null) throw new Error('useApiUrl outside ApiUrlProvider');
  return url;
}
