import { successEnvelope } from '../envelope';
import {
  listingPage,
  listingQuery,
  tagSlugParams,
  tagStrip,
  tagStripParams,
  tagStripQuery,
} from '../listing';
import { declareOperations } from '../operation';
import { idParams } from '../params';

/** The operations of apps/api/src/modules/listings, each declared once: the API registers them, the clients call them. */
export const listingsOperations = declareOperations({
  tagListing: {
    method: 'GET',
    path: '/v5/tag/slug/:slug/experiences_page',
    access: 'public',
    tags: ['experiences'],
    summary:
      'A page of featured cards of a tag for the CITY header (start is the offset, page is echoed; limit at most 48)',
    params: tagSlugParams,
    query: listingQuery,
    replies: { 200: successEnvelope(listingPage) },
    errors: ['NOT_FOUND', 'RATE_LIMITED', 'UNKNOWN_CITY'],
  },
  tagListingById: {
    method: 'GET',
    path: '/v4/tag/id/:id/experiences_page',
    access: 'public',
    tags: ['experiences'],
    summary:
      'A page of featured cards of a tag for the CITY header (start is the offset, page is echoed; limit at most 48); the tag by id',
    params: idParams,
    query: listingQuery,
    replies: { 200: successEnvelope(listingPage) },
    errors: ['NOT_FOUND', 'RATE_LIMITED', 'UNKNOWN_CITY'],
  },
  tagStrip: {
    method: 'GET',
    path: '/v3/getExperiencesByTags/:tag',
    access: 'public',
    tags: ['experiences'],
    summary: 'Cards of a home tag strip: tag slug or id, page 1, size 8 (at most 48), city_id 1 by default',
    params: tagStripParams,
    query: tagStripQuery,
    replies: { 200: successEnvelope(tagStrip) },
    errors: ['NOT_FOUND', 'RATE_LIMITED', 'UNKNOWN_CITY'],
  },
});
