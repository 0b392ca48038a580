import { successEnvelope } from '../envelope';
import { declareOperations } from '../operation';
import { sitemapResponse } from '../sitemap';

/** The operations of apps/api/src/modules/sitemap, each declared once: the API registers them, the clients call them. */
export const sitemapOperations = declareOperations({
  sitemap: {
    method: 'GET',
    path: '/v2/getSiteMap',
    access: 'public',
    tags: ['site'],
    summary: 'Every tag listing, region page and experience page worth indexing, per active city',
    replies: { 200: successEnvelope(sitemapResponse) },
    errors: ['UNKNOWN_CITY'],
  },
});
