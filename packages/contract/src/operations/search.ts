import { successEnvelope } from '../envelope';
import { declareOperations } from '../operation';
import { searchQuery, searchResults } from '../search';

/** The operations of apps/api/src/modules/search, each declared once: the API registers them, the clients call them. */
export const searchOperations = declareOperations({
  search: {
    method: 'GET',
    path: '/v5/search/experiences',
    access: 'public',
    tags: ['search'],
    summary:
      'Full-text search over the experiences of the CITY header: name, subtitle, description, tags and place; the last word is a prefix',
    query: searchQuery,
    replies: { 200: successEnvelope(searchResults) },
    errors: ['NOT_FOUND', 'UNKNOWN_CITY'],
  },
});
