import { MAP_ATTRIBUTION, MAP_TILE_URL } from '@/lib/config.server';

// Read per request: the settings of the server running now, not of the one that built the pages.
export const dynamic = 'force-dynamic';

/**
 * GET /api/map-settings: the address map's tile server and the attribution its provider asks for.
 * Asked when the map step opens. Written into the layout instead, they were baked into every page
 * prerendered at build time, so the first visitor after a start got the build's tile server (which
 * the page's CSP, made per request, then refused).
 */
export function GET(): Response {
  return Response.json({ tile_url: MAP_TILE_URL, attribution: MAP_ATTRIBUTION });
}
