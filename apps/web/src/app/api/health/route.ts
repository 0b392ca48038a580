/**
 * GET /api/health: the balancer's readiness check of a store process. It answers while the process
 * serves requests, whatever the API does: a store whose API is down still serves its cached pages,
 * and taking every store process out for it would only turn a slow store into no store.
 */
export const dynamic = 'force-dynamic';

export function GET(): Response {
  return Response.json({ status: 'ok' }, { headers: { 'cache-control': 'private, no-store' } });
}
