import type { GstSummaryReport } from '@store/contract/console';
import type { Db } from '@store/db';
import { csvLine, gstSummary } from '@store/domain';
import { type IssuedDocument, taxDocumentsIssued } from '../../invoices';

type Period = { from: string; to: string };

const asSummed = (d: IssuedDocument) => ({ ...d, place: { code: d.place.code, name: d.place.name } });

/** GET /admin/v1/reports/gst: the period's GST by place of supply, invoices less credit notes. */
export async function gstSummaryReport(db: Db, period: Period): Promise<GstSummaryReport> {
  const { lines, totals } = gstSummary((await taxDocumentsIssued(db, period)).map(asSummed));
  return { ...period, lines, totals };
}

const AMOUNT_COLUMNS = ['taxable', 'cgst', 'sgst', 'igst', 'total'] as const;

/** The GST summary as CSV: one line per place of supply, then the totals. */
export async function gstSummaryCsv(db: Db, period: Period): Promise<string> {
  const { lines, totals } = await gstSummaryReport(db, period);
  return [
    csvLine(['place_of_supply_code', 'place_of_supply', 'invoices', 'credit_notes', ...AMOUNT_COLUMNS]),
    ...lines.map((l) =>
      csvLine([l.place_code, l.place_name, l.invoices, l.credit_notes, ...AMOUNT_COLUMNS.map((k) => l[k])]),
    ),
    csvLine(['', 'Total', totals.invoices, totals.credit_notes, ...AMOUNT_COLUMNS.map((k) => totals[k])]),
  ].join('');
}

/**
 * The invoice register as CSV: every tax invoice and credit note of the period in number order,
 * each with the figures printed on its PDF (a credit note's are what it takes back, shown positive
 * as on the note; its `kind` says so).
 */
export async function invoiceRegisterCsv(db: Db, period: Period): Promise<string> {
  const documents = await taxDocumentsIssued(db, period);
  return [
    csvLine([
      'number',
      'kind',
      'date',
      'order_id',
      'customer',
      'customer_mobile',
      'place_of_supply_code',
      'place_of_supply',
      ...AMOUNT_COLUMNS,
    ]),
    ...documents.map((d) =>
      csvLine([
        d.number,
        d.series === 'invoice' ? 'invoice' : 'credit note',
        d.issueDate,
        d.orderId,
        d.customer.name,
        d.customer.mobile,
        d.place.code,
        d.place.name,
        ...AMOUNT_COLUMNS.map((k) => d[k]),
      ]),
    ),
  ].join('');
}
