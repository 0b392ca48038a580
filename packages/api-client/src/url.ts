export type QueryScalar = string | number | boolean;
export type QueryValue = QueryScalar | null | undefined | readonly QueryScalar[];
export type QueryParams = Record<string, QueryValue>;

const ABSOLUTE_URL = /^https?:\/\//i;

/**
 * Query string for GET and DELETE. undefined and null are skipped; arrays repeat the key
 * (`ids=1&ids=2`), which URLSearchParams.getAll and Fastify's parser both read back as a list.
 */
export function toQueryString(params: QueryParams | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) search.append(key, String(item));
  }
  return search.toString();
}

/**
 * Joins the base URL and a path with exactly one slash (contract paths such as `v2/user/search` lack
 * the leading one). An absolute path, such as a vendor's response_url, is used as given. The base
 * may be relative ('' or '/') for same-origin calls in the browser.
 */
export function buildUrl(baseUrl: string, path: string, params?: QueryParams): string {
  const target = ABSOLUTE_URL.test(path)
    ? path
    : `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const query = toQueryString(params);
  if (query === '') return target;
  return `${target}${target.includes('?') ? '&' : '?'}${query}`;
}
