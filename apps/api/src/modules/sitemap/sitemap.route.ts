import { sitemapOperations } from '@store/contract';
import type { AppContext } from '../../app-context';
import { sendCachedJson } from '../../http/cached-json';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { getSitemap } from './sitemap.service';

export function sitemapRoutes({ app, catalogueDb: db, clock, catalogueCache }: AppContext): void {
  route(app, sitemapOperations.sitemap, async (_request, reply) => {
    const today = clock().toISOString().slice(0, 10);
    return sendCachedJson(reply, catalogueCache, `sitemap:${today}`, async () =>
      ok(await getSitemap(db, today)),
    );
  });
}
