import { apiErrorFromResponse, isFailedResponse, type RequestTarget, toApiError } from './api-error';
import { dispatchFailure } from './failure-hooks';
import { buildHeaders } from './headers';
import { type ApiClientOptions, DEFAULT_TIMEOUT_MS, type RequestOptions } from './options';
import { send } from './transport';
import { buildUrl, type QueryParams } from './url';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallInit extends RequestOptions {
  params?: QueryParams;
  /** Sent as JSON when defined. */
  body?: unknown;
}

/** A successful reply with its envelope, for the few callers that need the server's message. */
export interface ApiResponse<T> {
  status: number;
  message: string;
  data: T;
  body: unknown;
}

export interface ApiClient {
  request<T = unknown>(method: HttpMethod, path: string, init?: CallInit): Promise<ApiResponse<T>>;
  get<T = unknown>(path: string, params?: QueryParams, opts?: RequestOptions): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, opts?: RequestOptions): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, opts?: RequestOptions): Promise<T>;
  del<T = unknown>(path: string, params?: QueryParams, opts?: RequestOptions): Promise<T>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Our envelope is `{status_code, message, data}`; a body without it (a same-origin file, an outside
 * service) is returned whole, so callers of those still get what was sent.
 */
function unwrap<T>(status: number, body: unknown): ApiResponse<T> {
  if (isRecord(body) && ('data' in body || 'status_code' in body)) {
    const message = typeof body.message === 'string' ? body.message : '';
    return { status, message, data: body.data as T, body };
  }
  return { status, message: '', data: body as T, body };
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  // Late-bound: a detached `window.fetch` stored on an object throws "Illegal invocation".
  const fetchFn: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function request<T>(method: HttpMethod, path: string, init: CallInit = {}): Promise<ApiResponse<T>> {
    const info: RequestTarget = { method, url: buildUrl(options.baseUrl, path, init.params) };
    const hasBody = init.body !== undefined;
    // Built before the try: a body that cannot be serialised is the caller's bug, not a site outage.
    const body = hasBody ? JSON.stringify(init.body) : undefined;
    const headers = buildHeaders(options, hasBody, init.headers);
    try {
      const raw = await send(fetchFn, {
        request: info,
        headers,
        body,
        timeoutMs: init.timeoutMs ?? options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        signal: init.signal,
      });
      if (isFailedResponse(raw.status, raw.body)) throw apiErrorFromResponse(raw.status, raw.body, info);
      return unwrap<T>(raw.status, raw.body);
    } catch (thrown) {
      const error = toApiError(thrown);
      dispatchFailure(error, options, init.hideAlert === true);
      throw error;
    }
  }

  const dataOf = async <T>(reply: Promise<ApiResponse<T>>): Promise<T> => (await reply).data;

  return {
    request,
    get: <T>(path: string, params?: QueryParams, opts?: RequestOptions) =>
      dataOf(request<T>('GET', path, { ...opts, params })),
    post: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
      dataOf(request<T>('POST', path, { ...opts, body })),
    put: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
      dataOf(request<T>('PUT', path, { ...opts, body })),
    del: <T>(path: string, params?: QueryParams, opts?: RequestOptions) =>
      dataOf(request<T>('DELETE', path, { ...opts, params })),
  };
}
