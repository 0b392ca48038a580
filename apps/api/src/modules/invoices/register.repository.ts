import { type Db, schema } from '@store/db';
import { and, asc, gte, lte } from 'drizzle-orm';

const { invoices } = schema;

/**
 * Every tax invoice and credit note issued on the local days `from` to `to` (both included), in
 * the order they were numbered, with the figures printed on them.
 */
export function documentsIssued(db: Db, period: { from: string; to: string }) {
  return db
    .select({
      number: invoices.number,
      series: invoices.series,
      issueDate: invoices.issueDate,
      orderId: invoices.orderId,
      customer: invoices.customer,
      place: invoices.placeOfSupply,
      taxable: invoices.taxable,
      cgst: invoices.cgst,
      sgst: invoices.sgst,
      igst: invoices.igst,
      total: invoices.total,
    })
    .from(invoices)
    .where(and(gte(invoices.issueDate, period.from), lte(invoices.issueDate, period.to)))
    .orderBy(asc(invoices.issueDate), asc(invoices.series), asc(invoices.sequence));
}

export type IssuedDocument = Awaited<ReturnType<typeof documentsIssued>>[number];
