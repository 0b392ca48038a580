'use client';

import { type ApiClient, createApiClient } from '@store/api-client';
import { useMemo } from 'react';
import { CITY_COOKIE, cityOrDefault } from '@/lib/city-cookie';
import { useToast } from '@/modules/toast/ToastProvider';
import { useRuntimeConfig } from './RuntimeConfig';

export function currentCityFromCookie(): string {
  const cookie = document.cookie.split('; ').find((c) => c.startsWith(`${CITY_COOKIE}=`));
  return cityOrDefault(cookie ? decodeURIComponent(cookie.split('=')[1] ?? '') : null);
}

/** The browser's API client: the spec's headers, and the automatic alerts shown as toasts. */
export function useApi(): ApiClient {
  const { apiUrl } = useRuntimeConfig();
  const toast = useToast();
  return useMemo(
    () =>
      createApiClient({
        baseUrl: apiUrl,
        getCity: currentCityFromCookie,
        onAlert: (text, kind) => toast(text, kind),
      }),
    [apiUrl, toast],
  );
}
