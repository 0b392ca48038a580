import { z } from 'zod';
import { text } from './bounds';
import { featuredCard } from './featured-card';
import { positiveIntString } from './params';

export const SEARCH_QUERY_MIN_LENGTH = 2;
export const SEARCH_QUERY_MAX_LENGTH = 100;
export const SEARCH_DEFAULT_LIMIT = 8;
export const SEARCH_MAX_LIMIT = 24;

const queryLengthText = `q must be ${SEARCH_QUERY_MIN_LENGTH} to ${SEARCH_QUERY_MAX_LENGTH} characters`;

/**
 * Query of GET /v5/search/experiences (our own call: docs/http-contract.md, "Operations" have no
 * experience search). `q` is trimmed and must then be 2 to 100 characters; `limit` defaults to 8
 * and is capped at 24.
 */
export const searchQuery = z.object({
  // Spaces around the words are trimmed before the limits apply, within a bound on the raw text.
  q: text(SEARCH_QUERY_MAX_LENGTH * 10, 'q', { required: 'q is required' })
    .trim()
    .min(SEARCH_QUERY_MIN_LENGTH, queryLengthText)
    .max(SEARCH_QUERY_MAX_LENGTH, queryLengthText)
    .describe('What the visitor typed; the last word is a prefix'),
  limit: positiveIntString('limit')
    .optional()
    .transform((n) => Math.min(n ?? SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LIMIT))
    .describe('Results per page: 8 by default, at most 24'),
  page: positiveIntString('page')
    .optional()
    .transform((n) => n ?? 1)
    .describe('1-based page number'),
});

/** Experiences of the CITY header matching `q`, best first; `total` counts every match. */
export const searchResults = z.object({
  q: z.string(),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  experiences: z.array(featuredCard),
});
export type SearchResults = z.infer<typeof searchResults>;
