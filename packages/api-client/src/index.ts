export { alertFor, isAuthError } from './alerts';
export {
  ApiError,
  type ApiErrorInit,
  apiErrorFromResponse,
  type FailureReason,
  failureStatus,
  isFailedResponse,
  messageFromBody,
  noResponseError,
  type RequestTarget,
  toApiError,
} from './api-error';
export {
  AUTH_ERROR_RELOAD_DELAY_MS,
  type AuthErrorActions,
  type AuthErrorInfo,
  createAuthErrorHandler,
} from './auth-error';
export { type ApiClient, type ApiResponse, type CallOptions, createApiClient } from './client';
export {
  type BodyOf,
  type CallInput,
  type Endpoint,
  fillPath,
  type HttpMethod,
  type PathParams,
  type ReplyOf,
} from './endpoint';
export { endpoints } from './endpoints';
export {
  BAD_REQUEST_ALERT,
  ERROR_TEXTS,
  type ErrorKind,
  type ErrorText,
  errorKind,
  failureText,
  NO_RESPONSE_ALERT,
  PRICE_ON_REQUEST_TEXT,
  SERVER_ERROR_ALERT,
  SERVER_MESSAGE,
  VENDOR_RESPONSE_ALREADY_GIVEN,
} from './error-texts';
export * from './messages';
export {
  type AlertKind,
  type ApiClientHooks,
  type ApiClientOptions,
  DEFAULT_TIMEOUT_MS,
  type HeaderValue,
  type RequestOptions,
} from './options';
export { buildUrl, type QueryParams, type QueryScalar, type QueryValue, toQueryString } from './url';
