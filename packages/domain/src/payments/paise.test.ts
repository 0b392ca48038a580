import { describe, expect, it } from 'vitest';
import { paiseOfRupeeText, rupeesOf, toPaise } from './paise';

describe('rupees and paise', () => {
  it.each([
    [0, 0],
    [1, 100],
    [2297, 229_700],
  ])('Rs %i is %i paise', (rupees, paise) => {
    expect(toPaise(rupees)).toBe(paise);
    expect(rupeesOf(paise)).toBe(rupees);
  });

  it('refuses rupees that are not whole', () => {
    expect(() => toPaise(12.5)).toThrow(RangeError);
    expect(() => toPaise(Number.NaN)).toThrow(RangeError);
  });

  it.each<[string | undefined, number | undefined]>([
    ['2297.00', 229_700],
    ['2297.5', 229_750],
    ['2297', 229_700],
    ['0.01', 1],
    ['2297.001', undefined],
    ['-1.00', undefined],
    ['1e3', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('reads the rupee text %s as %s paise', (text, paise) => {
    expect(paiseOfRupeeText(text)).toBe(paise);
  });
});
