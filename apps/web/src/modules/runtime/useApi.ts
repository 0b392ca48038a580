'use client';

import { type ApiClient, type ApiError, createApiClient } from '@store/api-client';
import { useMemo } from 'react';
import { readCookie } from '@/lib/browser-cookies';
import { CITY_COOKIE, cityOrDefault } from '@/lib/city-cookie';
import { handleAuthError } from '@/modules/auth/auth-errors';
import { currentToken, openForcedCodeEntry, openMobileEntry } from '@/modules/auth/auth-store';
import { pageRequestId } from '@/modules/observability/page-request-id';
import { useToast } from '@/modules/toast/ToastProvider';
import { useRuntimeConfig } from './RuntimeConfig';

/** Loaded at a page's first failed call, not with every page: most pages never fail one. */
function reportFailure(apiUrl: string, error: ApiError): void {
  import('@/modules/observability/report-failed-call').then(
    (reporter) => reporter.reportFailedCall(apiUrl, error),
    () => undefined,
  );
}

export function currentCityFromCookie(): string {
  return cityOrDefault(readCookie(CITY_COOKIE));
}

/**
 * The browser's API client: the contract's headers (docs/http-contract.md, "Headers") with the
 * session token, the automatic alerts shown as toasts, and the reactions of docs/product.md,
 * "Errors and alerts" (logout on 401/403, the mobile prompts); the page's request id on every call,
 * and a call that failed on our side or got no answer reported with it.
 */
export function useApi(): ApiClient {
  const { apiUrl } = useRuntimeConfig();
  const toast = useToast();
  return useMemo(
    () =>
      createApiClient({
        baseUrl: apiUrl,
        getCity: currentCityFromCookie,
        getToken: currentToken,
        getRequestId: pageRequestId,
        onFailure: (error) => reportFailure(apiUrl, error),
        onAlert: (text, kind) => toast(text, kind),
        onAuthError: handleAuthError,
        onMobileMissing: openMobileEntry,
        onMobileNotVerified: openForcedCodeEntry,
      }),
    [apiUrl, toast],
  );
}
