import type { ClientErrorReport } from '@store/contract';
import { countError } from './metrics';
import { scrubValue } from './scrub';
import type { SentryHub } from './sentry';

type Where = { requestId?: string; route?: string; job?: string };

/**
 * Where failures go beyond the log line their caller writes: counted for the metrics endpoint and,
 * when a Sentry DSN is set, sent there (scrubbed). Without one the log is the record.
 */
export type ErrorReports = {
  /** An unexpected failure of the API itself: a request's 500 or a background job's throw. */
  server(error: unknown, source: 'server' | 'job', where: Where): void;
  /** A failure a visitor's browser reported (already scrubbed and bounded). */
  browser(report: ClientErrorReport, where: Where): void;
  /** Waits at most this long for the reports in flight: the process's last act before it exits. */
  close(timeoutMs: number): Promise<void>;
};

const tagsOf = (source: string, where: Where): Record<string, string> =>
  Object.fromEntries(
    Object.entries({ source, request_id: where.requestId, route: where.route, job: where.job }).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    ),
  );

export function errorReports(sentry?: SentryHub): ErrorReports {
  return {
    server(error, source, where) {
      countError(source);
      sentry?.captureException(error, tagsOf(source, where));
    },
    browser(report, where) {
      countError('browser');
      sentry?.captureEvent(
        {
          level: 'error',
          message: `${report.name ?? 'Error'}: ${report.message}`,
          extra: {
            kind: report.kind,
            page: report.page,
            source: report.source,
            stack: report.stack,
            page_request_id: report.request_id,
            call: report.call,
            status: report.status,
            code: report.code,
          },
        },
        tagsOf('browser', where),
      );
    },
    close: async (timeoutMs) => sentry?.close(timeoutMs),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The browser's report with anything personal taken out: its page's query, a number in a message.
 * Its page's request id is no one's data: one our tiers made (a UUID) is kept as sent, or the log
 * could not find the page and its calls by it (the token rule would take it for a secret).
 */
export function scrubReport(report: ClientErrorReport): ClientErrorReport {
  const clean = scrubValue(report) as ClientErrorReport;
  return report.request_id && UUID.test(report.request_id)
    ? { ...clean, request_id: report.request_id }
    : clean;
}
