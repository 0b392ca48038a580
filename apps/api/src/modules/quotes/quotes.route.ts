import { quotesOperations } from '@store/contract';
import type { AppContext } from '../../app-context';
import { sendCachedJson } from '../../http/cached-json';
import { requestedCity } from '../../http/city-context';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { getQuotePage, getQuotes } from './quotes.service';

export function quotesRoutes({ app, db, catalogueCache }: AppContext): void {
  route(app, quotesOperations.quotes, async (request, reply) => {
    const { tag, page, size } = request.query;
    return sendCachedJson(reply, catalogueCache, `quotes:${tag ?? ''}:${page}:${size}`, async () =>
      ok(await getQuotes(db, { tag, page, size })),
    );
  });

  route(app, quotesOperations.quotePage, async (request, reply) => {
    const { slug } = request.params;
    const city = requestedCity(request);
    return sendCachedJson(reply, catalogueCache, `quote-page:${slug}:${city}`, async () =>
      ok(await getQuotePage(db, slug, city)),
    );
  });
}
