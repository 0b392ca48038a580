import { z } from 'zod';
import { text } from './bounds';

// ── POST /v1/client-errors: a failure in a visitor's browser, for the API's log ──
// Sent by the store's error reporter when no Sentry DSN is set for the browser. Every field is
// bounded: the API logs it, so it may not grow the log by more than a few kilobytes a report.
export const clientErrorReport = z.object({
  /** `request`: a call to the API the browser saw fail (no answer, or one of our 5xx). */
  kind: z.enum(['error', 'unhandledrejection', 'request']),
  /** The error's name (TypeError) and message. */
  name: text(100, 'name').optional(),
  message: text(1000, 'message'),
  stack: text(8000, 'stack').optional(),
  /** The page's path (no origin), where it happened. */
  page: text(500, 'page'),
  /** The script and position of an `error` event. */
  source: text(500, 'source').optional(),
  line: z.number().int().min(0).max(10_000_000).optional(),
  column: z.number().int().min(0).max(10_000_000).optional(),
  /** The request id of the page it happened on (X-Request-Id), to find the page and its calls in the logs. */
  request_id: text(128, 'request_id').optional(),
  /** A failed call: its method and path (no query), its status (0: no answer) and error code. */
  call: text(300, 'call').optional(),
  status: z.number().int().min(0).max(599).optional(),
  code: text(64, 'code').optional(),
});

export const clientErrorReceipt = z.object({ logged: z.literal(true) });

export type ClientErrorReport = z.infer<typeof clientErrorReport>;
