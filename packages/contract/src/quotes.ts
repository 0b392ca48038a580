import { z } from 'zod';
import { text } from './bounds';
import { tagRef } from './experience';
import { featuredCard } from './featured-card';
import { pagingInt } from './reviews';

export const QUOTES_DEFAULT_SIZE = 12;
export const QUOTES_MAX_SIZE = 48;
export const QUOTES_RELATED_MAX = 6;
export const QUOTES_EXPERIENCES_MAX = 8;

/** GET /v5/getQuotes query: tag is a tag slug or id. */
export const quotesQuery = z.object({
  tag: text(100, 'tag').trim().min(1, 'tag must not be empty').optional(),
  page: pagingInt('page', 1),
  size: pagingInt('size', QUOTES_DEFAULT_SIZE, QUOTES_MAX_SIZE),
});

export const quote = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  body: z.string(),
  author: z.string(),
  /** The quote's secondary tag. */
  tag: tagRef,
  /** The store page of the quote: `/quotes/{slug}`. */
  url: z.string(),
});
export type Quote = z.infer<typeof quote>;

export const quotesPage = z.object({
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  quotes: z.array(quote),
});
export type QuotesPage = z.infer<typeof quotesPage>;

export const quoteSlugParams = z.object({
  slug: text(200, 'slug').min(1),
});

/** GET /v5/quotes/slug/{slug}/quotes_page: the quote, others of its tag and that tag's experiences. */
export const quotePage = z.object({
  quote,
  related: z.array(quote),
  experiences: z.array(featuredCard),
});
export type QuotePage = z.infer<typeof quotePage>;
