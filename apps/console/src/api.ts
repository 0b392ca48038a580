import { type ApiClient, createApiClient } from '@store/api-client';
import { sessionToken } from './auth/session-store';

/**
 * The console's one client of the API: the store's client (packages/api-client: headers, the error
 * object), sending the console session's token. Screens call it with `consoleEndpoints`, never a path
 * of their own; errors are shown by react-admin's notifications, so the client raises no alerts.
 */
export function consoleClient(apiUrl: string): ApiClient {
  return createApiClient({ baseUrl: apiUrl, getToken: sessionToken });
}
