import { type ApiClient, ApiError, errorKind } from '@store/api-client';
import { consoleEndpoints } from '@store/api-client/console';
import type { AuthProvider } from 'react-admin';
import { forgetSession, keepSession, sessionToken, storedOperator } from './session-store';

/** The second step's input: the first (the password) is the sign-in page's own call. */
export type CodeStep = { mobile: string; challenge: string; code?: string; recovery_code?: string };

/**
 * react-admin's auth provider for the console: `login` is the code step (the sign-in page
 * has already sent the password and holds the challenge); a missing or ended sign-in (401) ends
 * the session here, a refused power (403: an admin-only action for ops) only shows its message.
 */
export function consoleAuthProvider(api: ApiClient): AuthProvider {
  return {
    async login(step: CodeStep) {
      const { token, operator } = await api.call(consoleEndpoints.codeStep, { body: step, hideAlert: true });
      keepSession(token, operator);
    },
    async logout() {
      if (sessionToken())
        await api.call(consoleEndpoints.signOut, { hideAlert: true }).catch(() => undefined);
      forgetSession();
    },
    async checkAuth() {
      if (!sessionToken()) throw new Error('Sign in to the console.');
    },
    async checkError(error: unknown) {
      if (error instanceof ApiError && errorKind(error) === 'signed-out') {
        forgetSession();
        throw error;
      }
    },
    async getIdentity() {
      const operator = storedOperator() ?? (await api.call(consoleEndpoints.session, { hideAlert: true }));
      return {
        id: operator.id,
        fullName: `${operator.first_name} ${operator.last_name}`.trim(),
        role: operator.role,
      };
    },
    async getPermissions() {
      return storedOperator()?.role ?? null;
    },
  };
}
