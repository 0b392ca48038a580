import { SENTRY_BROWSER_DSN } from '@/lib/config.server';
import { sentrySdk } from '@/modules/observability/sentry-sdk';

export const dynamic = 'force-dynamic';

/** Sentry's browser SDK, for the reporter; nothing without a browser DSN. */
export async function GET() {
  if (!SENTRY_BROWSER_DSN) return new Response('Not found', { status: 404 });
  return new Response(await sentrySdk(), {
    headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
