import { alertFor, isAuthError } from './alerts';
import type { ApiError } from './api-error';
import type { ApiClientHooks } from './options';

// A broken hook must not turn the call's ApiError into some other rejection.
function safely(run: () => void): void {
  try {
    run();
  } catch (hookError) {
    console.error('api-client hook failed', hookError);
  }
}

/** Runs the app-wide reactions (docs/product.md, "Errors and alerts") for one failed call. */
export function dispatchFailure(error: ApiError, hooks: ApiClientHooks, hideAlert: boolean): void {
  // The caller cancelled on purpose (navigation, unmount): nothing failed.
  if (error.reason === 'aborted') return;
  safely(() => hooks.onFailure?.(error));
  if (isAuthError(error)) {
    safely(() => hooks.onAuthError?.({ status: error.status, code: error.code, message: error.message }));
  }
  if (error.code === 'MOBILE_MISSING') safely(() => hooks.onMobileMissing?.());
  if (error.code === 'MOBILE_NOT_VERIFIED') safely(() => hooks.onMobileNotVerified?.());
  const alert = hideAlert ? null : alertFor(error);
  if (alert !== null) safely(() => hooks.onAlert?.(alert, 'error'));
}
