import { apiErrorFromResponse, isFailedResponse, type RequestTarget, toApiError } from './api-error';
import { type CallInput, type Endpoint, fillPath, type HttpMethod, type ReplyOf } from './endpoint';
import { dispatchFailure } from './failure-hooks';
import { buildHeaders } from './headers';
import { type ApiClientOptions, DEFAULT_TIMEOUT_MS, type RequestOptions } from './options';
import { send } from './transport';
import { buildUrl, type QueryParams } from './url';

interface RawInit extends RequestOptions {
  query?: QueryParams;
  /** Sent as JSON when defined; a FormData (an upload) as multipart/form-data, as the browser encodes it. */
  body?: unknown;
}

const isFormData = (value: unknown): value is FormData =>
  typeof FormData !== 'undefined' && value instanceof FormData;

/** A call's path parameters, query and body, typed by its endpoint, and the request's options. */
export type CallOptions<E> = CallInput<E> & RequestOptions;
/** The options may be left out when the call needs nothing. */
type CallArgs<E> =
  Record<never, never> extends CallInput<E> ? [init?: CallOptions<E>] : [init: CallOptions<E>];

/** A successful reply with its envelope, for the few callers that need the server's message. */
export interface ApiResponse<T> {
  status: number;
  message: string;
  data: T;
  body: unknown;
}

/** Calls reach the API only through the contract's endpoints (endpoints.ts): no free paths. */
export interface ApiClient {
  /** The reply's data. */
  call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<ReplyOf<E>>;
  /** The reply with its envelope, for the few callers that show the server's message. */
  callWithMessage<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<ApiResponse<ReplyOf<E>>>;
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

  async function request<T>(method: HttpMethod, path: string, init: RawInit = {}): Promise<ApiResponse<T>> {
    const info: RequestTarget = { method, url: buildUrl(options.baseUrl, path, init.query) };
    const form = isFormData(init.body) ? init.body : undefined;
    const hasJson = init.body !== undefined && !form;
    // Built before the try: a body that cannot be serialised is the caller's bug, not a site outage.
    const body = form ?? (hasJson ? JSON.stringify(init.body) : undefined);
    const headers = buildHeaders(options, hasJson, init.headers);
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

  function callEndpoint<E extends Endpoint>(endpoint: E, init: CallOptions<E> | undefined) {
    const { params, query, body, ...rest } = (init ?? {}) as CallOptions<Endpoint> & {
      params?: Record<string, string | number>;
      query?: unknown;
      body?: unknown;
    };
    return request<ReplyOf<E>>(endpoint.method, fillPath(endpoint.path, params), {
      ...rest,
      query: query as QueryParams | undefined,
      body,
    });
  }

  return {
    call: async (endpoint, ...[init]) => (await callEndpoint(endpoint, init)).data,
    callWithMessage: (endpoint, ...[init]) => callEndpoint(endpoint, init),
  };
}
