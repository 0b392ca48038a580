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
        summary: "The orders the list's search and filters match, as CSV (streamed)",
        querystring: orderExportQuery,
        produces: ['text/csv'],
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
