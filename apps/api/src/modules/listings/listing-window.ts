import type { ListingSort } from '@store/contract';
import { LISTING_PAGE_SIZE } from '@store/domain';

export type ListingWindow = { page: number; start: number; limit: number; sort: ListingSort };

/**
 * `start` is the offset and wins; `page` is echoed. Without `start` the offset comes from the
 * page; without `page` the page is the one `start` falls on. The web's load more sends both
 * (page 2, start 12, limit 12), and a short last page never shifts the offset.
 */
export function listingWindow(query: {
  page?: number | undefined;
  start?: number | undefined;
  limit?: number | undefined;
  sort?: 'price_asc' | 'price_desc' | undefined;
}): ListingWindow {
  const limit = query.limit ?? LISTING_PAGE_SIZE;
  const page = query.page ?? (query.start === undefined ? 1 : Math.floor(query.start / limit) + 1);
  const start = query.start ?? (page - 1) * limit;
  return { page, start, limit, sort: query.sort ?? 'recommended' };
}
