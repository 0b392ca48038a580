import { QUOTES_EXPERIENCES_MAX, QUOTES_RELATED_MAX, type QuotePage, type QuotesPage } from '@store/contract';
import type { Db } from '@store/db';
import { DomainError } from '@store/domain';
import { pageOfCards, toFeaturedCard } from '../catalogue';
import { resolveCity } from '../cities';
import { toQuote } from './quotes.dto';
import { quoteBySlug, quoteCount, quotePageRows, relatedQuotes } from './quotes.repository';

/** A page of quotes, newest first, of one tag (slug or id) or of all; two statements. */
export async function getQuotes(
  db: Db,
  query: { tag?: string | undefined; page: number; size: number },
): Promise<QuotesPage> {
  const paging = { limit: query.size, offset: (query.page - 1) * query.size };
  const [count, rows] = await Promise.all([quoteCount(db, query.tag), quotePageRows(db, query.tag, paging)]);
  if (!count.found) throw new DomainError('NOT_FOUND', `Tag ${query.tag} was not found`);
  return { total: count.total, page: query.page, size: query.size, quotes: rows.map(toQuote) };
}

/** A quote with others of its tag and that tag's experiences in the city; four statements. */
export async function getQuotePage(db: Db, slug: string, cityKey: string): Promise<QuotePage> {
  const [city, quote, related] = await Promise.all([
    resolveCity(db, cityKey),
    quoteBySlug(db, slug),
    relatedQuotes(db, slug, QUOTES_RELATED_MAX),
  ]);
  if (!quote) throw new DomainError('NOT_FOUND', `Quote ${slug} was not found`);
  const cards = await pageOfCards(
    db,
    { cityId: city.id, only: { tagId: quote.tag_id } },
    { order: 'recommended', offset: 0, limit: QUOTES_EXPERIENCES_MAX },
  );
  return {
    quote: toQuote(quote),
    related: related.map(toQuote),
    experiences: cards.rows.map((row) => toFeaturedCard(row, city.city_short_name)),
  };
}
