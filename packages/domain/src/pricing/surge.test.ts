import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error';
import { percentAsFraction, surgedPrice } from './surge';

const rupees = fc.integer({ min: 0, max: 10_000_000 });
const wholePercent = fc.integer({ min: 0, max: 500 });
// Percents with two decimals, as a real number k/100 held in `k`.
const hundredths = fc.integer({ min: 0, max: 50_000 });

describe('surgedPrice', () => {
  it.each([
    [1000, 0, 1000],
    [1000, 10, 1100],
    [999, 10, 1098],
    [100, 15, 115],
    [100, 57, 157],
    [100, 7, 107],
    [625, 0.32, 627],
    [1250, 2.32, 1279],
    [1999, 12.5, 2248],
    [1, 99, 1],
    [0, 50, 0],
    [1000, -10, 900],
    [999, -10, 899],
    [1000, -100, 0],
    [3, 33.333, 3],
    [10_000, 1e-7, 10_000],
    [0, 1e21, 0],
    [2, 1e8, 2_000_002],
  ])('surgedPrice(%d, %d) = %d', (original, percent, expected) => {
    expect(surgedPrice(original, percent)).toBe(expected);
  });

  it.each([
    [-1, 10, 'original'],
    [10.5, 10, 'original'],
    [Number.NaN, 10, 'original'],
    [100, Number.NaN, 'percent'],
    [100, Number.POSITIVE_INFINITY, 'percent'],
    [100, -100.5, 'percent'],
    [Number.MAX_SAFE_INTEGER, 100, 'original'],
  ])('rejects surgedPrice(%d, %d) naming %s', (original, percent, field) => {
    try {
      surgedPrice(original, percent);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).code).toBe('VALIDATION_FAILED');
      expect(Object.keys((error as DomainError).fields ?? {})).toEqual([field]);
    }
  });

  it('equals the exact integer floor for whole percents', () => {
    fc.assert(
      fc.property(rupees, wholePercent, (original, percent) => {
        const exact = (BigInt(original) * BigInt(100 + percent)) / 100n;
        expect(surgedPrice(original, percent)).toBe(Number(exact));
      }),
    );
  });

  it('equals the exact integer floor for percents with two decimals', () => {
    fc.assert(
      fc.property(rupees, hundredths, (original, k) => {
        const exact = (BigInt(original) * BigInt(10_000 + k)) / 10_000n;
        expect(surgedPrice(original, k / 100)).toBe(Number(exact));
      }),
    );
  });

  it('is an integer, never below the original and never above original × (1 + percent/100)', () => {
    fc.assert(
      fc.property(rupees, hundredths, (original, k) => {
        const result = surgedPrice(original, k / 100);
        expect(Number.isInteger(result)).toBe(true);
        expect(result).toBeGreaterThanOrEqual(original);
        expect(BigInt(result) * 10_000n).toBeLessThanOrEqual(BigInt(original) * BigInt(10_000 + k));
        expect(BigInt(result + 1) * 10_000n).toBeGreaterThan(BigInt(original) * BigInt(10_000 + k));
      }),
    );
  });

  it('is monotonic in percent and in the original price', () => {
    fc.assert(
      fc.property(rupees, rupees, hundredths, hundredths, (a, b, p, q) => {
        const [lowPrice, highPrice] = a <= b ? [a, b] : [b, a];
        const [low, high] = p <= q ? [p / 100, q / 100] : [q / 100, p / 100];
        expect(surgedPrice(lowPrice, low)).toBeLessThanOrEqual(surgedPrice(lowPrice, high));
        expect(surgedPrice(lowPrice, low)).toBeLessThanOrEqual(surgedPrice(highPrice, low));
      }),
    );
  });

  it('never goes above the original for a discount', () => {
    fc.assert(
      fc.property(rupees, fc.integer({ min: -10_000, max: 0 }), (original, k) => {
        const result = surgedPrice(original, k / 100);
        expect(result).toBeLessThanOrEqual(original);
        expect(result).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('percentAsFraction', () => {
  it.each([
    [7, 7n, 1n],
    [7.1, 71n, 10n],
    [0.32, 32n, 100n],
    [-2.5, -25n, 10n],
    [1e-7, 1n, 10_000_000n],
    [1.5e21, 1_500_000_000_000_000_000_000n, 1n],
  ])('reads %d as %d/%d', (percent, numerator, denominator) => {
    expect(percentAsFraction(percent)).toEqual({ numerator, denominator });
  });
});
