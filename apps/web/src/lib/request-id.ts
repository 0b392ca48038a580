/** The API's rule (apps/api/src/modules/observability/request-id.ts): a sane id is kept, else a new one. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:=+/-]{8,128}$/;

/** The Server-Timing entry that carries a page's request id to its scripts. */
export const PAGE_REQUEST_ID_TIMING = 'request-id';

export function requestIdFor(given: string | null): string {
  return given && SANE_REQUEST_ID.test(given) ? given : crypto.randomUUID();
}
