import type { ApiError } from './api-error';
import { errorKind, errorTextOf, NO_RESPONSE_ALERT, SERVER_MESSAGE } from './error-texts';

/**
 * The logout signal (docs/product.md, "Errors and alerts"): a code of a missing or refused
 * sign-in (401 and 403).
 */
export function isAuthError(error: ApiError): boolean {
  const kind = errorKind(error);
  return kind === 'signed-out' || kind === 'forbidden';
}

/**
 * The automatic alert (docs/product.md, "Errors and alerts") for a failed call, or null when none
 * is shown: the one its code's row names.
 */
export function alertFor(error: ApiError): string | null {
  const row = errorTextOf(error);
  if (!row) return error.reason === 'aborted' ? null : NO_RESPONSE_ALERT;
  return row.alert === SERVER_MESSAGE ? error.message : row.alert;
}
