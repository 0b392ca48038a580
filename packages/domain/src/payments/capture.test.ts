import { describe, expect, it } from 'vitest';
import { type CaptureFacts, captureOutcome, REFUND_DUE_CAPTURES } from './capture';

const FACTS: CaptureFacts = {
  expectedPaise: 248_800,
  expectedCurrency: 'INR',
  amountPaise: 248_800,
  currency: 'INR',
  paidWith: null,
  providerPaymentId: 'pay_1',
};

describe('captureOutcome', () => {
  it.each([
    [{}, 'settles', false],
    [{ paidWith: 'pay_1' }, 'already_settled', false],
    [{ paidWith: 'pay_0' }, 'second_capture', true],
    // A second capture is money held twice, whatever its amount.
    [{ paidWith: 'pay_0', amountPaise: 100 }, 'second_capture', true],
    [{ amountPaise: 248_700 }, 'mismatch', true],
    [{ currency: 'USD' }, 'mismatch', true],
  ] as const)('%j → %s', (change, outcome, refund) => {
    const result = captureOutcome({ ...FACTS, ...change });
    expect(result).toBe(outcome);
    expect(REFUND_DUE_CAPTURES.has(result)).toBe(refund);
  });
});
