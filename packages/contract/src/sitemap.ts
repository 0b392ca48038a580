import { z } from 'zod';

export const sitemapUrlKind = z.enum(['tag', 'region', 'experience']);

export const sitemapUrl = z.object({
  /** A path on the store origin, e.g. `/experiences/delhi-ncr/candlelight-dinner`. */
  loc: z.string(),
  kind: sitemapUrlKind,
  /** city_short_name */
  city: z.string(),
  /** YYYY-MM-DD, the day the map was made. */
  lastmod: z.string(),
});

/**
 * GET /v2/getSiteMap: every page worth indexing, per active city: tag listings with experiences
 * there, regions with experiences, and every active experience of the city.
 */
export const sitemapResponse = z.object({ lastmod: z.string(), urls: z.array(sitemapUrl) });
export type SitemapResponse = z.infer<typeof sitemapResponse>;
