import { type ErrorCode, isErrorCode } from '@store/domain';

/** Why a call failed: the server answered with an error, or no answer came back at all. */
export type FailureReason = 'http' | 'network' | 'timeout' | 'aborted';

export interface RequestTarget {
  method: string;
  url: string;
}

export interface ApiErrorInit {
  status: number;
  reason: FailureReason;
  message: string;
  body?: unknown;
  request?: RequestTarget;
  cause?: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const nonEmptyString = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/**
 * The error object (docs/product.md, "Errors and alerts"): a message, a status code (0 when nothing
 * answered) and data.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  /**
   * The error catalogue's stable code from the envelope (docs/architecture.md, "Requests and
   * answers"): what callers decide on, never the text. Undefined when nothing answered, or the
   * answer was not our envelope.
   */
  readonly code: ErrorCode | undefined;
  readonly reason: FailureReason;
  /** Per-field errors sent by the server, or {}. */
  readonly data: Record<string, unknown>;
  /** The parsed response body: an object, the raw text of a non-JSON body, or undefined. */
  readonly body: unknown;
  readonly request: RequestTarget | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.reason = init.reason;
    this.body = init.body;
    this.request = init.request;
    this.data = isRecord(init.body) && isRecord(init.body.data) ? init.body.data : {};
    this.code = isRecord(init.body) && isErrorCode(init.body.code) ? init.body.code : undefined;
  }

  /** The per-field errors as text, for forms: string values as they are, string lists joined. */
  get fields(): Record<string, string> {
    const fields: Record<string, string> = {};
    for (const [name, value] of Object.entries(this.data)) {
      if (typeof value === 'string') fields[name] = value;
      else if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
        fields[name] = value.join(', ');
      }
    }
    return fields;
  }
}

/** error_message, else message, else the raw body: stringified object or the text of a non-JSON body. */
export function messageFromBody(body: unknown, status: number): string {
  if (isRecord(body)) {
    return nonEmptyString(body.error_message) ?? nonEmptyString(body.message) ?? JSON.stringify(body);
  }
  if (typeof body === 'string' && body.trim() !== '') return body.trim();
  if (body === undefined || body === null || body === '') return `Request failed with status ${status}`;
  return JSON.stringify(body);
}

const isOkStatus = (status: number): boolean => status >= 200 && status < 300;

function bodyStatusCode(body: unknown): number | undefined {
  if (!isRecord(body)) return undefined;
  const code = body.status_code;
  return typeof code === 'number' && Number.isInteger(code) ? code : undefined;
}

/**
 * A reply fails when either layer says so: a non-2xx HTTP status, or a 2xx whose body carries
 * status_code >= 400 (some endpoints of the original API answered errors with HTTP 200).
 */
export function isFailedResponse(httpStatus: number, body: unknown): boolean {
  return !isOkStatus(httpStatus) || (bodyStatusCode(body) ?? 0) >= 400;
}

/**
 * The status of a failed reply. The HTTP status wins whenever it is itself an error, because
 * a proxy or gateway in between can answer with a status the body never knew about.
 */
export function failureStatus(httpStatus: number, body: unknown): number {
  if (!isOkStatus(httpStatus)) return httpStatus;
  return bodyStatusCode(body) ?? httpStatus;
}

export function apiErrorFromResponse(httpStatus: number, body: unknown, request?: RequestTarget): ApiError {
  const status = failureStatus(httpStatus, body);
  return new ApiError({ status, reason: 'http', message: messageFromBody(body, status), body, request });
}

export function noResponseError(
  reason: Exclude<FailureReason, 'http'>,
  message: string,
  request?: RequestTarget,
  cause?: unknown,
): ApiError {
  return new ApiError({ status: 0, reason, message, request, cause });
}

/** Anything thrown while calling becomes an ApiError; a non-ApiError means no answer was read. */
export function toApiError(value: unknown): ApiError {
  if (value instanceof ApiError) return value;
  const message = value instanceof Error ? value.message : String(value);
  return noResponseError('network', message, undefined, value);
}
