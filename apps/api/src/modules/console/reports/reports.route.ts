import { Readable } from 'node:stream';
import { successEnvelope } from '@store/contract';
import { orderExportQuery, report, reportQuery } from '@store/contract/admin';
import type { AppContext } from '../../../app-context';
import { ok } from '../../../http/envelope';
import { bookingsReport, ordersCsv } from './reports.service';

/** Reports (any operator): bookings and revenue over a period; the orders list as CSV. */
export function reportsRoutes({ app, db, clock }: AppContext): void {
  app.get(
    '/reports',
    {
      schema: {
        summary: 'Bookings and revenue per day, city and experience over a period',
        querystring: reportQuery,
        response: { 200: successEnvelope(report) },
      },
    },
    async (request) => ok(await bookingsReport(db, request.query)),
  );

  app.get(
    '/orders/export',
    {
      schema: {
        // Answered as text/csv (a file); its errors are the JSON envelope as everywhere, which is
        // what the document says (a `produces` here would put the errors under text/csv too).
        summary: "The orders the list's search and filters match, as a CSV file (text/csv, streamed)",
        querystring: orderExportQuery,
      },
    },
    async (request, reply) => {
      const day = clock().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(ordersCsv(db, request.query, clock())));
    },
  );
}
