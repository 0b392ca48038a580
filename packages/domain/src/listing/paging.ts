import { LISTING_PAGE_SIZE } from '../constants';
import { assertWholeNumber } from '../pricing/money';

export interface PageRequest {
  /** 1-based. */
  readonly page: number;
  /** Items to skip. */
  readonly start: number;
  readonly limit: number;
}

export function pageRequest(page: number, limit: number = LISTING_PAGE_SIZE): PageRequest {
  assertWholeNumber(page, 'page', 1);
  assertWholeNumber(limit, 'limit', 1);
  return { page, start: (page - 1) * limit, limit };
}

export function firstPage(limit: number = LISTING_PAGE_SIZE): PageRequest {
  return pageRequest(1, limit);
}

// Continues from what is already on screen, so a short last page is never skipped or repeated.
export function nextPage(loadedCount: number, limit: number = LISTING_PAGE_SIZE): PageRequest {
  assertWholeNumber(loadedCount, 'loadedCount');
  assertWholeNumber(limit, 'limit', 1);
  return { page: Math.floor(loadedCount / limit) + 1, start: loadedCount, limit };
}

export function hasMore(loadedCount: number, total: number): boolean {
  return loadedCount < total;
}
