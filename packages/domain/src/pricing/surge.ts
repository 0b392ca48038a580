import { validationError } from '../errors/domain-error';
import { assertSafeTotal, assertWholeNumber, type Rupees } from './money';

interface Fraction {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/;

// Reads a percent as the decimal a person typed (7.1 means 71/10, not the binary float just
// below it). String(n) is the shortest text that round-trips, so it recovers that decimal.
export function percentAsFraction(percent: number): Fraction {
  const match = DECIMAL.exec(String(percent));
  if (!Number.isFinite(percent) || !match) {
    throw validationError({ percent: 'must be a finite number' });
  }
  const [, sign = '', whole = '0', decimals = '', exponentText = '0'] = match;
  const exponent = Number(exponentText) - decimals.length;
  const digits = BigInt(`${sign}${whole}${decimals}`);
  return exponent >= 0
    ? { numerator: digits * 10n ** BigInt(exponent), denominator: 1n }
    : { numerator: digits, denominator: 10n ** BigInt(-exponent) };
}

/**
 * original × (1 + percent/100), rounded down, computed exactly:
 * floor(original × (100·d + n) / (100·d)) in BigInt where percent = n/d.
 * The float forms are wrong: Math.floor(100 * (1 + 15/100)) is 114, and
 * Math.floor(625 * (100 + 0.32) / 100) is 626; the exact answers are 115 and 627.
 * A negative percent (a discount) is allowed down to -100, which gives 0.
 */
export function surgedPrice(original: Rupees, percent: number): Rupees {
  assertWholeNumber(original, 'original');
  const { numerator, denominator } = percentAsFraction(percent);
  const factor = 100n * denominator + numerator;
  if (factor < 0n) {
    throw validationError({ percent: 'must be at least -100' });
  }
  const result = (BigInt(original) * factor) / (100n * denominator);
  return assertSafeTotal(Number(result), 'original');
}
