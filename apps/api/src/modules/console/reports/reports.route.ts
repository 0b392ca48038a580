import { Readable } from 'node:stream';
import { consoleReportsOperations } from '@store/contract/console';
import type { AppContext } from '../../../app-context';
import { ok } from '../../../http/envelope';
import { route } from '../../../http/route';
import { bookingsReport, ordersCsv } from './reports.service';

/** Reports (any operator): bookings and revenue over a period; the orders list as CSV. */
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
}
