/**
 * Whether an error means the database cannot answer now (gone, restarting, out of connections,
 * too slow), as opposed to a bug or bad data. The API answers these with 503 and a message to
 * try again, never a 500 or a request left hanging.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error (DrizzleQueryError.cause); pg-pool may wrap it once more.
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(e.message))) return true;
  }
  return false;
}

const UNAVAILABLE_CODES = new Set([
  // PostgreSQL SQLSTATEs: class 08 (connection exception) above, and these.
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, in recovery)
  '53300', // too_many_connections
  '57014', // query_canceled: statement_timeout ran out
  '25P03', // idle_in_transaction_session_timeout
  // Node's socket errors on the way to the server.
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

const UNAVAILABLE_MESSAGES = [
  /^timeout exceeded when trying to connect$/, // pg-pool: connectionTimeoutMillis ran out
  /^Connection terminated/, // pg: the server closed the socket (restart, timeout)
  /^Client has encountered a connection error and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
  /^PGlite is closed$/,
];
