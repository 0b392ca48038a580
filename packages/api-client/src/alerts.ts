import type { ApiError } from './api-error';

export const BAD_REQUEST_ALERT = 'Bad Request';
export const SERVER_ERROR_ALERT = 'Server Error';
export const NO_RESPONSE_ALERT = 'We are sorry the Website Seems to be down at the moment';

/** Server messages that trigger client behaviour rather than (or as well as) an alert. */
export const NO_TOKEN_MESSAGE = 'No Token supplied.';
export const MOBILE_NOT_AVAILABLE_MESSAGE = 'mobile_not_available';
export const MOBILE_MISSING_MESSAGE = 'Mobile field is missing';
export const MOBILE_NOT_VERIFIED_MESSAGE = 'Mobile is not verified';

const SERVER_MESSAGE_STATUSES: ReadonlySet<number> = new Set([401, 403, 405, 412]);
const SERVER_ERROR_STATUSES: ReadonlySet<number> = new Set([500, 501]);

/** 401 and 403 are the logout signal of spec section 8. */
export function isAuthError(error: ApiError): boolean {
  return error.status === 401 || error.status === 403;
}

/** The automatic alert of spec section 8 for a failed call, or null when none is shown. */
export function alertFor(error: ApiError): string | null {
  if (error.status === 0) return error.reason === 'aborted' ? null : NO_RESPONSE_ALERT;
  if (error.status === 400) return BAD_REQUEST_ALERT;
  // A visitor who never logged in gets this on every guarded call; the logout alone is enough.
  if (isAuthError(error) && error.hasMessage(NO_TOKEN_MESSAGE)) return null;
  if (SERVER_MESSAGE_STATUSES.has(error.status)) return error.message;
  if (SERVER_ERROR_STATUSES.has(error.status)) return SERVER_ERROR_ALERT;
  return null;
}
