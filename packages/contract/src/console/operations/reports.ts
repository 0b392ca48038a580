import { successEnvelope } from '../../envelope';
import { declareOperations } from '../../operation';
import { orderExportQuery, ordersCsv, report, reportQuery } from '../reports';

/** The operations of apps/api/src/modules/console/reports, each declared once: the API registers them, the clients call them. */
export const consoleReportsOperations = declareOperations({
  report: {
    method: 'GET',
    path: '/admin/v1/reports',
    access: 'console-ops',
    tags: ['console'],
    summary: 'Bookings and revenue per day, city and experience over a period',
    query: reportQuery,
    replies: { 200: successEnvelope(report) },
    errors: ['RATE_LIMITED'],
  },
  exportOrders: {
    method: 'GET',
    path: '/admin/v1/orders/export',
    access: 'console-ops',
    tags: ['console'],
    summary: "The orders the list's search and filters match, as a CSV file (text/csv, streamed)",
    query: orderExportQuery,
    replies: {},
    raw: ordersCsv,
    errors: [],
  },
});
