import { sitemapResponse, successEnvelope } from '@store/contract';
import type { AppContext } from '../../app-context';
import { sendCachedJson } from '../../http/cached-json';
import { ok } from '../../http/envelope';
import { getSitemap } from './sitemap.service';

export function sitemapRoutes({ app, catalogueDb: db, clock, catalogueCache }: AppContext): void {
  app.get(
    '/v2/getSiteMap',
    {
      schema: {
        tags: ['site'],
        summary: 'Every tag listing, region page and experience page worth indexing, per active city',
        response: { 200: successEnvelope(sitemapResponse) },
      },
    },
    async (_request, reply) => {
      const today = clock().toISOString().slice(0, 10);
      return sendCachedJson(reply, catalogueCache, `sitemap:${today}`, async () =>
        ok(await getSitemap(db, today)),
      );
    },
  );
}
