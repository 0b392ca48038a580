import { clientErrorReceipt, clientErrorReport, successEnvelope } from '@store/contract';
import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { logClientError } from './client-errors.service';

/** A report is a few kilobytes at most (the contract bounds each field); more is not a report. */
const REPORT_BODY_LIMIT = 16 * 1024;

export function clientErrorsRoutes({ app, db, clock, errorReports }: AppContext): void {
  app.post(
    '/v1/client-errors',
    {
      bodyLimit: REPORT_BODY_LIMIT,
      schema: {
        tags: ['ops'],
        summary:
          "A failure in a visitor's browser, for the API's log (scrubbed of personal data). Rate limited: 429 over the limit",
        body: clientErrorReport,
        response: { 200: successEnvelope(clientErrorReceipt) },
      },
    },
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
  );
}
