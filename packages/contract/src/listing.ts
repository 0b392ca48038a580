import { z } from 'zod';
import { text } from './bounds';
import { city } from './city';
import { tagRef } from './experience';
import { featuredCard } from './featured-card';
import { positiveIntString } from './params';
import { tagSummary } from './tag';

export const LISTING_MAX_LIMIT = 48;
export const STRIP_MAX_SIZE = 48;

/** A whole number >= 0 given as a query string; anything else is a 400 naming the field. */
export const offsetIntString = (field: string) =>
  text(20, field)
    .regex(/^[0-9]{1,9}$/, `${field} must be a whole number of 0 or more`)
    .transform(Number);

const capped = (field: string, max: number) => positiveIntString(field).transform((n) => Math.min(n, max));

export const listingSort = z.enum(['recommended', 'price_asc', 'price_desc']);
export type ListingSort = z.infer<typeof listingSort>;

/**
 * Query of GET /v5/tag/slug/{slug}/experiences_page and GET /v4/tag/id/{id}/experiences_page.
 * `start` is the offset and wins; `page` is echoed back, and only when `start` is absent is the
 * offset taken from it as (page - 1) * limit. `limit` defaults to 12 and is capped at 48.
 * Price sorts are `sort_type=web&sort=price_asc|price_desc&sortBy=price`; no `sort` means
 * recommended. `sort_type` and `sortBy` alone (without `sort`) are a 400 naming `sort`.
 * Filters narrow the listing: `min_price` and `max_price` (whole rupees, the city's price; an
 * experience sold on request has none, so a price filter leaves it out), `min_rating` (the average
 * of approved reviews, 1 to 5) and `occasion` (the slug of another tag the experience carries).
 */
export const listingQuery = z
  .object({
    onlyActive: z.enum(['true', 'false']).default('true'),
    page: positiveIntString('page').optional(),
    start: offsetIntString('start').optional(),
    limit: capped('limit', LISTING_MAX_LIMIT).optional(),
    sort_type: z.literal('web', { message: 'sort_type must be web' }).optional(),
    sort: z.enum(['price_asc', 'price_desc'], { message: 'sort must be price_asc or price_desc' }).optional(),
    sortBy: z.literal('price', { message: 'sortBy must be price' }).optional(),
    min_price: offsetIntString('min_price').optional(),
    max_price: offsetIntString('max_price').optional(),
    min_rating: text(1, 'min_rating')
      .regex(/^[1-5]$/, 'min_rating must be a whole number from 1 to 5')
      .transform(Number)
      .optional(),
    occasion: text(120, 'occasion')
      .regex(/^[a-z0-9-]+$/, 'occasion must be a tag slug')
      .optional(),
  })
  .superRefine((q, ctx) => {
    if (!q.sort && (q.sort_type || q.sortBy)) {
      ctx.addIssue({ code: 'custom', path: ['sort'], message: 'sort is required with sort_type and sortBy' });
    }
    if (q.min_price !== undefined && q.max_price !== undefined && q.max_price < q.min_price) {
      ctx.addIssue({ code: 'custom', path: ['max_price'], message: 'max_price must be at least min_price' });
    }
  });

export const tagSlugParams = z.object({ slug: text(120, 'slug').trim().min(1) });

/** One page of a tag listing for the CITY header. `total` counts every match, not just this page. */
export const listingPage = z.object({
  tag: tagSummary,
  city,
  total: z.number().int(),
  page: z.number().int(),
  start: z.number().int(),
  limit: z.number().int(),
  sort: listingSort,
  experiences: z.array(featuredCard),
  /** Other tags the matching experiences carry, most shared first: the occasions to narrow by. */
  occasions: z.array(z.object({ slug: z.string(), name: z.string(), count: z.number().int() })),
});
export type ListingPage = z.infer<typeof listingPage>;

/** Query of GET /v3/getExperiencesByTags/{tag}: page 1, size 8 (capped at 48), city_id 1 by default. */
export const tagStripQuery = z.object({
  page: positiveIntString('page').optional(),
  size: capped('size', STRIP_MAX_SIZE).optional(),
  city_id: positiveIntString('city_id').optional(),
});

export const tagStripParams = z.object({ tag: text(120, 'tag').trim().min(1) });

/** The cards of a home tag strip; `tag` is a slug or an id. An empty city answers total 0. */
export const tagStrip = z.object({
  tag: tagRef,
  city,
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  experiences: z.array(featuredCard),
});
export type TagStrip = z.infer<typeof tagStrip>;
