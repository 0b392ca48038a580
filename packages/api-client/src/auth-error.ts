import { AUTH_ERROR_RELOAD_DELAY_MS, type ErrorCode } from '@store/domain';

// The reload after a 401/403 waits AUTH_ERROR_RELOAD_DELAY_MS, so the alert can be read first
// (docs/product.md, "Errors and alerts").
export { AUTH_ERROR_RELOAD_DELAY_MS };

export interface AuthErrorInfo {
  status: number;
  code: ErrorCode | undefined;
  message: string;
}

export interface AuthErrorActions {
  /** Remove the stored token and profile. */
  clearSession(): void;
  setAuthErrorFlag(info: AuthErrorInfo): void;
  reload(): void;
  /** Defaults to the global setTimeout. */
  schedule?: (run: () => void, delayMs: number) => unknown;
}

/**
 * Builds an `onAuthError` hook for the app. A page often fires several guarded calls at once;
 * all of them fail with 401, so the reload is scheduled only the first time.
 */
export function createAuthErrorHandler(actions: AuthErrorActions): (info: AuthErrorInfo) => void {
  const schedule = actions.schedule ?? ((run, delayMs) => globalThis.setTimeout(run, delayMs));
  let reloadScheduled = false;
  return (info) => {
    actions.clearSession();
    actions.setAuthErrorFlag(info);
    if (reloadScheduled) return;
    reloadScheduled = true;
    schedule(() => actions.reload(), AUTH_ERROR_RELOAD_DELAY_MS);
  };
}
