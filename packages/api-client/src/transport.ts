import { noResponseError, type RequestTarget } from './api-error';

export interface RawResponse {
  status: number;
  /** Parsed JSON, the raw text when it is not JSON, or undefined when empty. */
  body: unknown;
}

export interface SendInit {
  request: RequestTarget;
  headers: Record<string, string>;
  /** JSON text, or a FormData whose multipart boundary the fetch implementation sets. */
  body: string | FormData | undefined;
  timeoutMs: number;
  signal: AbortSignal | undefined;
}

function parseBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * One fetch with a timeout that also covers reading the body. Resolves with any HTTP answer,
 * success or not; rejects with a status-0 ApiError only when no answer could be read.
 */
export async function send(fetchFn: typeof fetch, init: SendInit): Promise<RawResponse> {
  const controller = new AbortController();
  let timedOut = false;
  const timer =
    init.timeoutMs > 0
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, init.timeoutMs)
      : undefined;
  const abortFromCaller = () => controller.abort();
  if (init.signal?.aborted) controller.abort();
  init.signal?.addEventListener('abort', abortFromCaller, { once: true });
  try {
    const response = await fetchFn(init.request.url, {
      method: init.request.method,
      headers: init.headers,
      body: init.body,
      signal: controller.signal,
    });
    return { status: response.status, body: parseBody(await response.text()) };
  } catch (cause) {
    if (timedOut) {
      throw noResponseError('timeout', `No response within ${init.timeoutMs} ms`, init.request, cause);
    }
    if (init.signal?.aborted) {
      throw noResponseError('aborted', 'Request aborted', init.request, cause);
    }
    const message = cause instanceof Error ? cause.message : String(cause);
    throw noResponseError('network', message, init.request, cause);
  } finally {
    clearTimeout(timer);
    init.signal?.removeEventListener('abort', abortFromCaller);
  }
}
