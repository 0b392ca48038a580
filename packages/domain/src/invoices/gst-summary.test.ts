import { describe, expect, it } from 'vitest';
import { gstSummary, type IssuedTaxDocument } from './gst-summary';

const DELHI = { code: '07', name: 'Delhi' };
const MAHARASHTRA = { code: '27', name: 'Maharashtra' };
const doc = (
  series: IssuedTaxDocument['series'],
  place: IssuedTaxDocument['place'],
  [taxable, cgst, sgst, igst]: [number, number, number, number],
): IssuedTaxDocument => ({ series, place, taxable, cgst, sgst, igst, total: taxable + cgst + sgst + igst });

describe('the GST summary of a period', () => {
  it.each([
    ['nothing issued', [], [], { taxable: 0, total: 0, invoices: 0, credit_notes: 0 }],
    [
      'an inter-state invoice is IGST only',
      [doc('invoice', DELHI, [1947, 0, 0, 350])],
      [
        {
          place_code: '07',
          taxable: 1947,
          cgst: 0,
          sgst: 0,
          igst: 350,
          total: 2297,
          invoices: 1,
          credit_notes: 0,
        },
      ],
      { taxable: 1947, igst: 350, total: 2297, invoices: 1, credit_notes: 0 },
    ],
    [
      'a credit note takes its invoice back in full',
      [doc('invoice', DELHI, [1947, 0, 0, 350]), doc('credit_note', DELHI, [1947, 0, 0, 350])],
      [{ place_code: '07', taxable: 0, igst: 0, total: 0, invoices: 1, credit_notes: 1 }],
      { taxable: 0, total: 0, invoices: 1, credit_notes: 1 },
    ],
    [
      'places apart, in state-code order, a partial credit note netted',
      [
        doc('invoice', MAHARASHTRA, [847, 76, 76, 0]),
        doc('invoice', DELHI, [1947, 0, 0, 350]),
        doc('credit_note', MAHARASHTRA, [424, 38, 38, 0]),
      ],
      [
        { place_code: '07', taxable: 1947, igst: 350, total: 2297 },
        {
          place_code: '27',
          place_name: 'Maharashtra',
          taxable: 423,
          cgst: 38,
          sgst: 38,
          igst: 0,
          total: 499,
        },
      ],
      { taxable: 2370, cgst: 38, sgst: 38, igst: 350, total: 2796, invoices: 2, credit_notes: 1 },
    ],
  ])('%s', (_name, documents, lines, totals) => {
    const summary = gstSummary(documents);
    expect(summary.lines).toHaveLength(lines.length);
    for (const [i, line] of lines.entries()) expect(summary.lines[i]).toMatchObject(line);
    expect(summary.totals).toMatchObject(totals);
  });
});
