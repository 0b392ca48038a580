/**
 * The id of one page view or call, through every tier's logs: the store's server gives each page
 * one, its calls to the API send it on (from the server and from the browser), and a failure the
 * browser reports names it. Not checked like the headers of headers.ts: an id that is not sane is
 * replaced, never refused. Kept apart from them, without zod, since the browser's client reads it.
 */
export const REQUEST_ID_HEADER = 'X-Request-Id';
