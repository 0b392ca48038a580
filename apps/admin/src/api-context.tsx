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
