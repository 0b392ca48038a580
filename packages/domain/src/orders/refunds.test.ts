import { describe, expect, it } from 'vitest';
import {
  assertRefundWithin,
  REFUND_STATES,
  type RefundState,
  refundOutcome,
  refundRetryDelayMs,
} from './refunds';

describe('a refund’s final word', () => {
  const expected: Record<RefundState, 'apply' | 'ignore'> = {
    pending: 'apply',
    requested: 'apply',
    processed: 'ignore',
    failed: 'ignore',
  };
  it.each(REFUND_STATES.map((s) => [s, expected[s]] as const))('%s → %s', (state, outcome) => {
    expect(refundOutcome(state)).toBe(outcome);
  });
});

describe('refunds never exceed what was paid', () => {
  it.each([
    [{ amount: 100, paid: 100, refunded: 0 }, undefined],
    [{ amount: 50, paid: 100, refunded: 50 }, undefined],
    [{ amount: 101, paid: 100, refunded: 0 }, 'A refund of ₹101 is more than the ₹100 paid.'],
    [
      { amount: 60, paid: 100, refunded: 50 },
      'A refund of ₹60 is more than the ₹100 paid (₹50 of it already refunded).',
    ],
    [{ amount: 0, paid: 100, refunded: 0 }, 'Bad Request'],
    [{ amount: 1.5, paid: 100, refunded: 0 }, 'Bad Request'],
  ])('%o: %s', (refund, refusal) => {
    if (refusal === undefined) expect(() => assertRefundWithin(refund)).not.toThrow();
    else expect(() => assertRefundWithin(refund)).toThrow(refusal);
  });
});

describe('retries wait longer each time, up to an hour', () => {
  it.each([
    [1, 60_000],
    [2, 120_000],
    [5, 960_000],
    [7, 3_600_000],
    [30, 3_600_000],
  ])('try %s waits %s ms', (tries, ms) => {
    expect(refundRetryDelayMs(tries)).toBe(ms);
  });
});
