import { PAGE_REQUEST_ID_TIMING } from '@/lib/request-id';

/**
 * The request id the store's server gave this page (src/proxy.ts), read from the page's own
 * Server-Timing: one id then finds the page, the API calls it made and what failed in them.
 * Undefined where the browser does not expose it, or a cache answered without it.
 */
export function pageRequestId(): string | undefined {
  if (typeof performance === 'undefined') return undefined;
  const [page] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return page?.serverTiming?.find((entry) => entry.name === PAGE_REQUEST_ID_TIMING)?.description || undefined;
}
