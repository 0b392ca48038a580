import type { ClientErrorReport } from '@store/contract';
import type { Db } from '@store/db';
import type { FastifyBaseLogger } from 'fastify';
import { enforceRateLimits } from '../rate-limits';
import { type ErrorReports, scrubReport } from './error-reports';

const TOO_MANY = 'Too many error reports.';

/**
 * One browser's report into the log (and Sentry, when the API has a DSN). Limited per address, so a
 * broken page in one browser cannot flood the log, and in all, so a thousand of them cannot either.
 */
export async function logClientError(
  db: Db,
  report: ClientErrorReport,
  context: { ip: string; now: Date; log: FastifyBaseLogger; requestId: string; reports: ErrorReports },
): Promise<void> {
  await enforceRateLimits(
    db,
    [
      { key: `client-error:ip:${context.ip}`, limit: 20, windowMs: 60_000, message: TOO_MANY },
      { key: 'client-error:all', limit: 600, windowMs: 60_000, message: TOO_MANY },
    ],
    context.now,
  );
  const clean = scrubReport(report);
  context.log.warn({ browserError: clean }, 'browser error');
  context.reports.browser(clean, { requestId: context.requestId });
}
