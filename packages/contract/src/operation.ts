import type { ErrorCode } from '@store/domain';
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an operation, one of a closed set. The API's guards are chosen by it
 * (apps/api/src/http/route.ts): `customer` and `agent` by the store's sign-in check, the console's
 * three by the console's guard; a link's key (`customer-or-link-key`, `vendor-link`) is checked by
 * the service that reads the link, and `development` operations exist only where development
 * endpoints are served.
 */
export const ACCESS = [
  /** Anyone; a session, when sent, may change the answer. */
  'public',
  /** A signed-in store session (any role). */
  'customer',
  /** A signed-in store session of an agent (store staff). */
  'agent',
  /** The order's customer signed in, or anyone holding the order's tracking link (its key). */
  'customer-or-link-key',
  /** The vendor holding the booking request's signed link. */
  'vendor-link',
  /** The console's two sign-in steps, before any session. */
  'console-sign-in',
  /** Any operator (ops or admin) in a console session. */
  'console-ops',
  /** An admin in a console session. */
  'console-admin',
  /** Development only: absent in production. */
  'development',
] as const;
export type Access = (typeof ACCESS)[number];

/**
 * One HTTP operation (docs/http-contract.md, "Operations"): declared once here, registered by the
 * API from it and called by both clients from it.
 */
export interface Operation {
  readonly method: HttpMethod;
  /** As the API routes it, `:name` for each path parameter; the console's with its prefix. */
  readonly path: string;
  readonly access: Access;
  /** The OpenAPI document's tags and summary (GET /docs). */
  readonly tags: readonly string[];
  readonly summary?: string;
  /** Left out of the OpenAPI document (the document itself, the sandbox payment page). */
  readonly hidden?: true;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** Each successful status's reply, as answered (most are the envelope around the data). */
  readonly replies: Readonly<Partial<Record<200 | 202, z.ZodType>>>;
  /**
   * The refusals the operation may answer, from the domain's error catalogue, beyond those its
   * access and input imply (VALIDATION_FAILED; NO_TOKEN, UNAUTHORIZED, FORBIDDEN behind a session).
   */
  readonly errors: readonly ErrorCode[];
  /** What a caller sends when it is no JSON (a multipart form); the API reads it as `body`. */
  readonly form?: z.ZodType;
  /** A reply without the envelope (a file, a CSV), for the callers: the document lists none. */
  readonly raw?: z.ZodType;
}

/** A module's operations by name; the literal methods and paths are kept for the clients' types. */
export const declareOperations = <const T extends Record<string, Operation>>(operations: T): T => operations;

const SESSION_ERRORS: readonly ErrorCode[] = ['NO_TOKEN', 'UNAUTHORIZED', 'FORBIDDEN'];
const NEEDS_SESSION: readonly Access[] = ['customer', 'agent', 'console-ops', 'console-admin'];
/**
 * What any operation may answer whatever it does: a bad header (every call's CITY, PINCODE and
 * App-Version are read), or the server or its database in trouble.
 */
const EVERY_OPERATION: readonly ErrorCode[] = [
  'VALIDATION_FAILED',
  'INTERNAL',
  'BUSY',
  'SERVICE_UNAVAILABLE',
  'REQUEST_TIMEOUT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
];

/**
 * Every code the operation may answer: those it lists, those any call may meet (a bad header, the
 * server in trouble) and those its access implies (the session's codes behind a session, an
 * agent's CONSOLE_ONLY too, NO_TOKEN and UNAUTHORIZED where a link's key may stand in for one). The API's tests fail on a refusal outside this set.
 */
export function answerableErrors(operation: Operation): ReadonlySet<ErrorCode> {
  return new Set<ErrorCode>([
    ...operation.errors,
    ...EVERY_OPERATION,
    ...(NEEDS_SESSION.includes(operation.access) ? SESSION_ERRORS : []),
    ...(operation.access === 'agent' ? (['CONSOLE_ONLY'] as const) : []),
    // Neither the customer's session nor the link's key: the same answers as a missing session.
    ...(operation.access === 'customer-or-link-key' ? (['NO_TOKEN', 'UNAUTHORIZED'] as const) : []),
  ]);
}
