import { Readable } from 'node:stream';
import { consoleReportsOperations } from '@store/contract/console';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../../app-context';
import { ok } from '../../../http/envelope';
import { route } from '../../../http/route';
import { bookingsReport, ordersCsv } from './reports.service';
import { gstSummaryCsv, gstSummaryReport, invoiceRegisterCsv } from './tax-reports.service';

/**
 * Reports: bookings and revenue over a period and the orders list as CSV (any operator); the GST
 * summary and the invoice register (admins: they are the store's money and its customers' details).
 */
export function reportsRoutes({ app, db, clock }: AppContext): void {
  route(app, consoleReportsOperations.report, async (request) => ok(await bookingsReport(db, request.query)));

  route(app, consoleReportsOperations.exportOrders, async (request, reply) => {
    const day = clock().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="orders-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(ordersCsv(db, request.query, clock())));
  });

  route(app, consoleReportsOperations.gstSummary, async (request) =>
    ok(await gstSummaryReport(db, request.query)),
  );

  const csv = (name: string, query: { from: string; to: string }, body: string, reply: FastifyReply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}-${query.from}-to-${query.to}.csv"`)
      .header('cache-control', 'no-store')
      .send(body);

  route(app, consoleReportsOperations.exportGstSummary, async (request, reply) =>
    csv('gst-summary', request.query, await gstSummaryCsv(db, request.query), reply),
  );

  route(app, consoleReportsOperations.exportInvoiceRegister, async (request, reply) =>
    csv('invoice-register', request.query, await invoiceRegisterCsv(db, request.query), reply),
  );
}
