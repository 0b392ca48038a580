import { type AuthErrorInfo, createAuthErrorHandler } from '@store/api-client';
import { clearSession, currentToken, setAuthError } from './auth-store';

// One handler for the whole page, shared by every client useApi builds, so a burst of 401s
// schedules a single reload (docs/product.md, "Errors and alerts").
const logOutAndReload = createAuthErrorHandler({
  clearSession,
  setAuthErrorFlag: setAuthError,
  reload: () => window.location.reload(),
});

export function handleAuthError(info: AuthErrorInfo): void {
  // A guest has no session to end; reloading would only repeat the same guarded call, in a loop.
  if (info.code === 'NO_TOKEN' && currentToken() === null) {
    setAuthError(info);
    return;
  }
  logOutAndReload(info);
}
