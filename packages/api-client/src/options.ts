import type { ApiError } from './api-error';
import type { AuthErrorInfo } from './auth-error';

export type AlertKind = 'error' | 'success';
export type HeaderValue = string | number | null | undefined;

export interface ApiClientHooks {
  /** Show a toast. The client itself only raises 'error' alerts; 'success' is for callers. */
  onAlert?(text: string, kind: AlertKind): void;
  /** 401 or 403: the app removes token and profile, sets the auth-error flag and reloads once. */
  onAuthError?(info: AuthErrorInfo): void;
  onMobileMissing?(): void;
  onMobileNotVerified?(): void;
  /** Every failure except a caller's own abort, for remote logging. */
  onFailure?(error: ApiError): void;
}

export interface ApiClientOptions extends ApiClientHooks {
  baseUrl: string;
  /** Sent as App-Version; defaults to DEFAULT_APP_VERSION. */
  appVersion?: string;
  /** Sent as X-CSRF-TOKEN when it returns a non-empty value. */
  getToken?(): string | null | undefined;
  getCity?(): HeaderValue;
  getPincode?(): HeaderValue;
  /** Sent as X-Request-Id: the page's request id, so the API's log lines of its calls carry it. */
  getRequestId?(): HeaderValue;
  fetch?: typeof fetch;
  /** Per call; 0 disables. Defaults to DEFAULT_TIMEOUT_MS. */
  timeoutMs?: number;
}

export interface RequestOptions {
  /**
   * Hide the automatic alert (docs/product.md, "Errors and alerts"); hooks and failure reporting
   * still run.
   */
  hideAlert?: boolean;
  /** Added to (and overriding) the client's headers. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export const DEFAULT_TIMEOUT_MS = 30_000;
