import type { Rupees } from '../pricing/money';

/** One issued document as the summary reads it: a tax invoice, or a credit note taking value back. */
export type IssuedTaxDocument = {
  series: 'invoice' | 'credit_note';
  place: { code: string; name: string };
  taxable: Rupees;
  cgst: Rupees;
  sgst: Rupees;
  igst: Rupees;
  total: Rupees;
};

export type GstAmounts = { taxable: Rupees; cgst: Rupees; sgst: Rupees; igst: Rupees; total: Rupees };
export type GstSummaryLine = GstAmounts & {
  place_code: string;
  place_name: string;
  invoices: number;
  credit_notes: number;
};

const AMOUNTS = ['taxable', 'cgst', 'sgst', 'igst', 'total'] as const;
const zero = (): GstAmounts => ({ taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 });

/**
 * A period's GST by place of supply, as a return is filed: each place's invoices less its credit
 * notes (a refund takes its tax back in the period the note is issued), from the documents' own
 * figures, so every rupee here is one printed on a PDF. Places in state-code order, and the totals.
 */
export function gstSummary(documents: readonly IssuedTaxDocument[]): {
  lines: GstSummaryLine[];
  totals: GstAmounts & { invoices: number; credit_notes: number };
} {
  const byPlace = new Map<string, GstSummaryLine>();
  const totals = { ...zero(), invoices: 0, credit_notes: 0 };
  for (const doc of documents) {
    const line = byPlace.get(doc.place.code) ?? {
      place_code: doc.place.code,
      place_name: doc.place.name,
      invoices: 0,
      credit_notes: 0,
      ...zero(),
    };
    const sign = doc.series === 'invoice' ? 1 : -1;
    for (const key of AMOUNTS) {
      line[key] += sign * doc[key];
      totals[key] += sign * doc[key];
    }
    const count = doc.series === 'invoice' ? 'invoices' : 'credit_notes';
    line[count] += 1;
    totals[count] += 1;
    byPlace.set(doc.place.code, line);
  }
  const lines = [...byPlace.values()].sort((a, b) => a.place_code.localeCompare(b.place_code));
  return { lines, totals };
}
