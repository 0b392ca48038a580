import { successEnvelope } from '../envelope';
import { declareOperations } from '../operation';
import { quotePage, quoteSlugParams, quotesPage, quotesQuery } from '../quotes';

/** The operations of apps/api/src/modules/quotes, each declared once: the API registers them, the clients call them. */
export const quotesOperations = declareOperations({
  quotes: {
    method: 'GET',
    path: '/v5/getQuotes',
    access: 'public',
    tags: ['quotes'],
    summary: 'Quotes, newest first, of one tag (slug or id) or of all',
    query: quotesQuery,
    replies: { 200: successEnvelope(quotesPage) },
    errors: ['NOT_FOUND'],
  },
  quotePage: {
    method: 'GET',
    path: '/v5/quotes/slug/:slug/quotes_page',
    access: 'public',
    tags: ['quotes'],
    summary: "A quote, others of its tag and the tag's experiences in the CITY",
    params: quoteSlugParams,
    replies: { 200: successEnvelope(quotePage) },
    errors: ['NOT_FOUND', 'UNKNOWN_CITY'],
  },
});
