import { defaultErrorMessage } from '@store/domain';
import type { ApiError } from './api-error';

// The alerts for 400 and 500 (docs/product.md, "Errors and alerts") are the catalogue's own texts:
// defined there, once.
export const BAD_REQUEST_ALERT = defaultErrorMessage('VALIDATION_FAILED');
export const SERVER_ERROR_ALERT = defaultErrorMessage('INTERNAL');
export const NO_RESPONSE_ALERT = 'We are sorry the Website Seems to be down at the moment';

/**
 * The one server text the client still reacts to (docs/product.md, "Errors and alerts"): our API
 * never sends it and the catalogue has no code for it, so it is matched as the product words it.
 */
export const MOBILE_NOT_AVAILABLE_MESSAGE = 'mobile_not_available';

const SERVER_MESSAGE_STATUSES: ReadonlySet<number> = new Set([401, 403, 405, 412]);
const SERVER_ERROR_STATUSES: ReadonlySet<number> = new Set([500, 501]);

/** 401 and 403 are the logout signal (docs/product.md, "Errors and alerts"). */
export function isAuthError(error: ApiError): boolean {
  return error.status === 401 || error.status === 403;
}

/**
 * The automatic alert (docs/product.md, "Errors and alerts") for a failed call, or null when none
 * is shown.
 */
export function alertFor(error: ApiError): string | null {
  if (error.status === 0) return error.reason === 'aborted' ? null : NO_RESPONSE_ALERT;
  if (error.status === 400) return BAD_REQUEST_ALERT;
  // A visitor who never logged in gets this on every guarded call; the logout alone is enough.
  if (error.code === 'NO_TOKEN') return null;
  if (SERVER_MESSAGE_STATUSES.has(error.status)) return error.message;
  if (SERVER_ERROR_STATUSES.has(error.status)) return SERVER_ERROR_ALERT;
  return null;
}
