import { successEnvelope } from '../../envelope';
import { declareOperations } from '../../operation';
import {
  gstSummaryReport,
  orderExportQuery,
  ordersCsv,
  report,
  reportQuery,
  taxCsv,
  taxPeriodQuery,
} from '../reports';

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
  gstSummary: {
    method: 'GET',
    path: '/admin/v1/reports/gst',
    access: 'console-admin',
    tags: ['console'],
    summary:
      'GST of a period by place of supply: taxable value, CGST, SGST, IGST (invoices less credit notes)',
    query: taxPeriodQuery,
    replies: { 200: successEnvelope(gstSummaryReport) },
    errors: ['RATE_LIMITED'],
  },
  exportGstSummary: {
    method: 'GET',
    path: '/admin/v1/reports/gst/export',
    access: 'console-admin',
    tags: ['console'],
    summary: "The period's GST summary as a CSV file (text/csv)",
    query: taxPeriodQuery,
    replies: {},
    raw: taxCsv,
    errors: [],
  },
  exportInvoiceRegister: {
    method: 'GET',
    path: '/admin/v1/reports/invoices/export',
    access: 'console-admin',
    tags: ['console'],
    summary: 'Every tax invoice and credit note issued in a period, as a CSV file (text/csv)',
    query: taxPeriodQuery,
    replies: {},
    raw: taxCsv,
    errors: [],
  },
});
