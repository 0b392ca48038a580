import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error';
import { formatInr, groupIndianDigits } from './inr';

describe('formatInr', () => {
  it.each([
    [0, '₹0'],
    [7, '₹7'],
    [999, '₹999'],
    [1000, '₹1,000'],
    [12_345, '₹12,345'],
    [123_456, '₹1,23,456'],
    [1_234_567, '₹12,34,567'],
    [123_456_789, '₹12,34,56,789'],
    [-500, '-₹500'],
    [-123_456, '-₹1,23,456'],
  ])('%d -> %s', (amount, expected) => {
    expect(formatInr(amount)).toBe(expected);
  });

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60])('rejects %d', (amount) => {
    expect(() => formatInr(amount)).toThrow(DomainError);
  });

  it('groups like en-IN', () => {
    const enIn = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
    fc.assert(
      fc.property(fc.maxSafeInteger(), (amount) => {
        expect(groupIndianDigits(amount)).toBe(enIn.format(amount));
      }),
    );
  });
});
