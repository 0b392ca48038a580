import { observabilityOperations } from '@store/contract';
import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { logClientError } from './client-errors.service';

/** A report is a few kilobytes at most (the contract bounds each field); more is not a report. */
const REPORT_BODY_LIMIT = 16 * 1024;

export function clientErrorsRoutes({ app, db, clock, errorReports }: AppContext): void {
  route(
    app,
    observabilityOperations.clientErrors,
    async (request) => {
      await logClientError(db, request.body, {
        ip: request.ip,
        now: clock(),
        log: request.log,
        requestId: request.id,
        reports: errorReports,
      });
      return ok({ logged: true as const }, 'Logged');
    },
    { bodyLimit: REPORT_BODY_LIMIT },
  );
}
