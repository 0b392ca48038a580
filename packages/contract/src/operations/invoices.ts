import { successEnvelope } from '../envelope';
import { creditNoteParams, pdfBody, taxDocuments } from '../invoices';
import { declareOperations } from '../operation';
import { orderDetailQuery } from '../orders';
import { idParams } from '../params';

/** The operations of apps/api/src/modules/invoices, each declared once: the API registers them, the clients call them. */
export const invoicesOperations = declareOperations({
  taxDocuments: {
    method: 'GET',
    path: '/v1/orders/:id/tax-documents',
    access: 'customer-or-link-key',
    tags: ['orders'],
    summary: "A booking's GST tax invoice (issued once it is paid) and the credit notes of its refunds",
    params: idParams,
    query: orderDetailQuery,
    replies: { 200: successEnvelope(taxDocuments) },
    errors: ['NOT_FOUND', 'RATE_LIMITED', 'TRACKING_LINK_EXPIRED'],
  },
  invoicePdf: {
    method: 'GET',
    path: '/v1/orders/:id/invoice',
    access: 'customer-or-link-key',
    tags: ['orders'],
    summary: "A paid booking's GST tax invoice as a PDF, numbered once and the same on every download",
    params: idParams,
    query: orderDetailQuery,
    replies: {},
    raw: pdfBody,
    errors: ['INVOICE_NOT_DUE', 'NOT_FOUND', 'RATE_LIMITED', 'TRACKING_LINK_EXPIRED'],
  },
  creditNotePdf: {
    method: 'GET',
    path: '/v1/orders/:id/credit-notes/:refund_id',
    access: 'customer-or-link-key',
    tags: ['orders'],
    summary: "The credit note of a booking's refund (refund_id, once the money is back) as a PDF",
    params: creditNoteParams,
    query: orderDetailQuery,
    replies: {},
    raw: pdfBody,
    errors: ['INVOICE_NOT_DUE', 'NOT_FOUND', 'RATE_LIMITED', 'TRACKING_LINK_EXPIRED'],
  },
});
