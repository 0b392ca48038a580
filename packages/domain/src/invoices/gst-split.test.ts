import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ratePercentText, splitInclusiveTotal } from './gst-split';

describe('splitting a tax-inclusive total into taxable value and GST', () => {
  it.each([
    // total, rate, within the state: taxable, cgst, sgst, igst
    [1180, 1800, true, 1000, 90, 90, 0],
    [1180, 1800, false, 1000, 0, 0, 180],
    // 2297 × 9/118 = 175.2 → 175 each; the taxable value takes the rest.
    [2297, 1800, true, 1947, 175, 175, 0],
    // 2297 × 18/118 = 350.4 → 350.
    [2297, 1800, false, 1947, 0, 0, 350],
    // 59 × 9/118 = 4.5 exactly: halves round up.
    [59, 1800, true, 49, 5, 5, 0],
    // 59 × 18/118 = 9 exactly.
    [59, 1800, false, 50, 0, 0, 9],
    [1, 1800, true, 1, 0, 0, 0],
    [0, 1800, false, 0, 0, 0, 0],
    [1050, 500, true, 1000, 25, 25, 0],
    [999, 0, true, 999, 0, 0, 0],
    // 1003 × 125/10250 = 12.23 → 12 each at 2.5%.
    [1003, 250, true, 979, 12, 12, 0],
  ])(
    '%i at %i bps, within the state %s: %i + %i + %i + %i',
    (total, rate, intra, taxable, cgst, sgst, igst) => {
      expect(splitInclusiveTotal(total, rate, intra)).toEqual({ taxable, cgst, sgst, igst, total });
    },
  );

  it('always adds up to exactly the total, CGST equals SGST, and the tax is within a rupee of the exact figure', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom(0, 25, 300, 500, 1200, 1800, 2800),
        fc.boolean(),
        (total, rate, intra) => {
          const s = splitInclusiveTotal(total, rate, intra);
          expect(s.taxable + s.cgst + s.sgst + s.igst).toBe(total);
          expect(s.cgst).toBe(s.sgst);
          expect(intra ? s.igst : s.cgst).toBe(0);
          const exact = (total * rate) / (10_000 + rate);
          expect(Math.abs(s.cgst + s.sgst + s.igst - exact)).toBeLessThanOrEqual(1);
          expect(s.taxable).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it.each([
    [-1, 1800],
    [10.5, 1800],
    [100, -1],
    [100, 18.5],
  ])('refuses %s at %s bps', (total, rate) => {
    expect(() => splitInclusiveTotal(total, rate, true)).toThrow(RangeError);
  });

  it.each([
    [1800, '18%'],
    [250, '2.5%'],
    [25, '0.25%'],
  ])('prints %i bps as %s', (rate, text) => {
    expect(ratePercentText(rate)).toBe(text);
  });
});
