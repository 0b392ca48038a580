import { SEARCH_QUERY_MAX_LENGTH } from '@store/contract';

type Param = string | string[] | undefined;

const first = (value: Param) => (Array.isArray(value) ? value[0] : value) ?? '';

/** The query as the API accepts it: trimmed, at most 100 characters. */
export const queryText = (value: Param): string =>
  first(value).trim().slice(0, SEARCH_QUERY_MAX_LENGTH).trim();

/** A page number from the address; anything but a sane positive whole number is page 1. */
export function pageNumber(value: Param): number {
  const text = first(value);
  return /^[1-9][0-9]{0,3}$/.test(text) ? Number(text) : 1;
}

export const searchHref = (q: string, page = 1) =>
  `/search?q=${encodeURIComponent(q)}${page > 1 ? `&page=${page}` : ''}`;
