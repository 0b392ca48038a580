import { quotePage, quoteSlugParams, quotesPage, quotesQuery, successEnvelope } from '@store/contract';
import type { AppContext } from '../../app-context';
import { sendCachedJson } from '../../http/cached-json';
import { requestedCity } from '../../http/city-context';
import { ok } from '../../http/envelope';
import { getQuotePage, getQuotes } from './quotes.service';

export function quotesRoutes({ app, db, catalogueCache }: AppContext): void {
  app.get(
    '/v5/getQuotes',
    {
      schema: {
        tags: ['quotes'],
        summary: 'Quotes, newest first, of one tag (slug or id) or of all',
        querystring: quotesQuery,
        response: { 200: successEnvelope(quotesPage) },
      },
    },
    async (request, reply) => {
      const { tag, page, size } = request.query;
      return sendCachedJson(reply, catalogueCache, `quotes:${tag ?? ''}:${page}:${size}`, async () =>
        ok(await getQuotes(db, { tag, page, size })),
      );
    },
  );

  app.get(
    '/v5/quotes/slug/:slug/quotes_page',
    {
      schema: {
        tags: ['quotes'],
        summary: "A quote, others of its tag and the tag's experiences in the CITY",
        params: quoteSlugParams,
        response: { 200: successEnvelope(quotePage) },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const city = requestedCity(request);
      return sendCachedJson(reply, catalogueCache, `quote-page:${slug}:${city}`, async () =>
        ok(await getQuotePage(db, slug, city)),
      );
    },
  );
}
