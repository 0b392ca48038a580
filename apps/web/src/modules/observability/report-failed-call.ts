import { type ApiError, endpoints, errorKind } from '@store/api-client';
import type { ClientErrorReport } from '@store/contract';
import { pageRequestId } from './page-request-id';

/** A page whose API is down reports that a few times, not once per call it keeps making. */
const MAX_REPORTS_PER_PAGE = 5;
let sent = 0;

/**
 * A call the browser saw fail on our side (a failure by the error texts' table) or without an
 * answer (the connection, a timeout) goes to the API's log (POST /v1/client-errors) with the page's
 * request id. A refusal is not reported: it is the API's own answer, already in its log with its code.
 */
export function reportFailedCall(apiUrl: string, error: ApiError): void {
  const kind = errorKind(error);
  if ((kind !== 'failure' && kind !== 'no-answer') || sent >= MAX_REPORTS_PER_PAGE) return;
  const path = error.request ? new URL(error.request.url, window.location.href).pathname : '';
  // Never about the report itself: a failing report would report itself.
  if (path.endsWith(endpoints.clientErrors.path)) return;
  sent += 1;
  const requestId = pageRequestId();
  const report: ClientErrorReport = {
    kind: 'request',
    message: `${error.request?.method ?? 'GET'} ${path} failed: ${error.status || error.reason}`,
    page: window.location.pathname.slice(0, 500),
    call: `${error.request?.method ?? 'GET'} ${path}`.slice(0, 300),
    status: error.status,
    ...(error.code && { code: error.code }),
    ...(requestId && { request_id: requestId }),
  };
  fetch(`${apiUrl}${endpoints.clientErrors.path}`, {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json', ...(requestId && { 'X-Request-Id': requestId }) },
    body: JSON.stringify(report),
  }).catch(() => undefined);
}
