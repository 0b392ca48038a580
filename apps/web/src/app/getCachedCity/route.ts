import { getCities } from '@/lib/api.server';
import { CATALOGUE_REVALIDATE_SECONDS } from '@/lib/config.server';

/**
 * Same-origin city list (docs/http-contract.md, "Operations"): the /v2/getCities data, which the
 * server's data cache refreshes at most once a minute.
 *
 * Not an ISR route on purpose: ISR answers `s-maxage=60, stale-while-revalidate=<a year>`, and a
 * browser reads that as "stale at once, serve from cache and revalidate in the background". Chromium
 * then keeps the background request open until the page goes away (seen: 28 s), so a page that
 * showed the city popup never went network-idle. A plain minute of freshness says what
 * we mean: the list is good for a minute, then fetched again.
 */
export async function GET() {
  return Response.json(await getCities(), {
    headers: { 'Cache-Control': `public, max-age=${CATALOGUE_REVALIDATE_SECONDS}` },
  });
}
