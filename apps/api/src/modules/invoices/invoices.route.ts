import { invoicesOperations, type TaxDocument } from '@store/contract';
import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { trackedOrder } from '../order-core';
import { renderTaxDocument } from './invoice-pdf';
import type { TaxDocumentRow } from './invoices.repository';
import { creditNoteFor, invoiceFor, taxDocumentsOf } from './invoices.service';

/**
 * An order's tax documents, for whoever may see the order: its signed-in customer, or the holder
 * of its tracking link (trackedOrder: anyone else is told the order does not exist).
 */
export function invoicesRoutes(ctx: AppContext): void {
  const { app, db, clock, invoicing } = ctx;

  route(app, invoicesOperations.taxDocuments, async (request) => {
    const { order } = await trackedOrder(ctx, request, request.params.id, request.query.key);
    const docs = (await taxDocumentsOf(db, invoicing, order.id, clock())).map(listed);
    return ok({
      invoice: docs.find((d) => d.kind === 'invoice') ?? null,
      credit_notes: docs.filter((d) => d.kind === 'credit_note'),
    });
  });

  route(app, invoicesOperations.invoicePdf, async (request, reply) => {
    const { order } = await trackedOrder(ctx, request, request.params.id, request.query.key);
    const invoice = await invoiceFor(db, invoicing, order.id, clock());
    return reply.headers(pdfHeaders(invoice)).send(await renderTaxDocument(invoice));
  });

  route(app, invoicesOperations.creditNotePdf, async (request, reply) => {
    const { order } = await trackedOrder(ctx, request, request.params.id, request.query.key);
    const note = await creditNoteFor(db, invoicing, order.id, request.params.refund_id, clock());
    // Issued before its credit note was: this reads it back.
    const invoice = await invoiceFor(db, invoicing, order.id, clock());
    return reply.headers(pdfHeaders(note)).send(await renderTaxDocument(note, invoice.number));
  });
}

function listed(doc: TaxDocumentRow): TaxDocument {
  const path =
    doc.series === 'invoice'
      ? `/v1/orders/${doc.orderId}/invoice`
      : `/v1/orders/${doc.orderId}/credit-notes/${doc.refundId}`;
  return { number: doc.number, kind: doc.series, issue_date: doc.issueDate, total: doc.total, path };
}

/** A download named by its number ("INV-2026-27-000123.pdf"), kept by no cache: it is personal. */
function pdfHeaders(doc: TaxDocumentRow) {
  return {
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="${doc.number.replaceAll('/', '-')}.pdf"`,
    'cache-control': 'private, no-store',
  };
}
