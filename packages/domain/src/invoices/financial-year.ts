import { parseYmd } from '../time/ymd';

/**
 * The Indian financial year (April to March) a calendar date (YYYY-MM-DD, in the store's time
 * zone) falls in, as invoices name it: 2027-03-31 is "2026-27", 2027-04-01 is "2027-28".
 */
export function financialYear(ymd: string): string {
  const { year, month } = parseYmd(ymd);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The series a document is numbered in: tax invoices and credit notes each have their own. */
export type InvoiceSeries = 'invoice' | 'credit_note';

const SERIES_PREFIX: Record<InvoiceSeries, string> = { invoice: 'INV', credit_note: 'CN' };

/**
 * A document's number, "INV/2026-27/000123": its series, its financial year and its place in that
 * year's series, six digits wide (a seventh appears past 999,999 rather than wrapping).
 * 16 characters, within the 16 the GST rules allow an invoice number.
 */
export function invoiceNumber(series: InvoiceSeries, year: string, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1) throw new RangeError(`sequence must be >= 1: ${sequence}`);
  return `${SERIES_PREFIX[series]}/${year}/${String(sequence).padStart(6, '0')}`;
}
