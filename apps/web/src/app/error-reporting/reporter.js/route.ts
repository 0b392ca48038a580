import { endpoints } from '@store/api-client';
import { API_PUBLIC_URL, SENTRY_BROWSER_DSN, SENTRY_ENVIRONMENT } from '@/lib/config.server';
import { reporterScript } from '@/modules/observability/reporter-script';

// This store's settings at run time (the pages carrying the bootstrap may be prerendered).
export const dynamic = 'force-dynamic';

/** The reporter a page loads after its first failure (modules/observability/ErrorReporting.tsx). */
export function GET() {
  const script = reporterScript({
    report: `${API_PUBLIC_URL}${endpoints.clientErrors.path}`,
    dsn: SENTRY_BROWSER_DSN,
    environment: SENTRY_ENVIRONMENT,
    sdk: '/error-reporting/sentry.js',
  });
  return new Response(script, {
    headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=300' },
  });
}
