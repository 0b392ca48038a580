import { describe, expect, it } from 'vitest';
import { financialYear, invoiceNumber } from './financial-year';

describe('the financial year a date falls in (April to March)', () => {
  it.each([
    ['2026-04-01', '2026-27'],
    ['2026-11-29', '2026-27'],
    ['2026-12-31', '2026-27'],
    ['2027-01-01', '2026-27'],
    ['2027-03-31', '2026-27'],
    ['2027-04-01', '2027-28'],
    ['2099-06-15', '2099-00'],
    ['2100-02-01', '2099-00'],
    ['2009-05-05', '2009-10'],
  ])('%s is in %s', (ymd, year) => {
    expect(financialYear(ymd)).toBe(year);
  });
});

describe('invoice and credit note numbers', () => {
  it.each([
    ['invoice', '2026-27', 123, 'INV/2026-27/000123'],
    ['invoice', '2027-28', 1, 'INV/2027-28/000001'],
    ['credit_note', '2026-27', 7, 'CN/2026-27/000007'],
    ['invoice', '2026-27', 1_234_567, 'INV/2026-27/1234567'],
  ] as const)('%s %s #%i is %s', (series, year, sequence, number) => {
    expect(invoiceNumber(series, year, sequence)).toBe(number);
  });

  it('has no number 0', () => {
    expect(() => invoiceNumber('invoice', '2026-27', 0)).toThrow(RangeError);
  });
});
