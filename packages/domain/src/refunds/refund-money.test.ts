import { describe, expect, it } from 'vitest';
import { ORDER_STATES, type OrderState } from '../orders/order-process';
import { assertRefundWithin, isRefundableState, refundableLeft, refundOffered } from './refund-money';

describe('what is left to refund', () => {
  it.each([
    [{ paidOnline: 2297, refunded: 0 }, 2297],
    [{ paidOnline: 2297, refunded: 500 }, 1797],
    [{ paidOnline: 2297, refunded: 2297 }, 0],
    [{ paidOnline: 0, refunded: 0 }, 0],
    [{ paidOnline: 100, refunded: 150 }, 0],
  ])('%o: %s', (money, left) => {
    expect(refundableLeft(money)).toBe(left);
  });
});

describe('which orders can be refunded', () => {
  const refundable: OrderState[] = [
    'placed',
    'sent_to_vendor',
    'accepted',
    'rejected',
    'on_the_way',
    'completed',
    'cancelled',
    'refund_due',
    'refunded',
  ];
  it.each(ORDER_STATES.map((s) => [s, refundable.includes(s)] as const))('%s: %s', (state, allowed) => {
    expect(isRefundableState(state)).toBe(allowed);
  });

  it('offers a refund only with money left and none on its way', () => {
    expect(refundOffered({ state: 'completed', refundable: 500, inFlight: false })).toBe(true);
    expect(refundOffered({ state: 'completed', refundable: 500, inFlight: true })).toBe(false);
    expect(refundOffered({ state: 'completed', refundable: 0, inFlight: false })).toBe(false);
    expect(refundOffered({ state: 'pending_payment', refundable: 100, inFlight: false })).toBe(false);
    expect(refundOffered({ state: 'expired', refundable: 100, inFlight: false })).toBe(false);
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
