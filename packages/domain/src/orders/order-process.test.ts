import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canTransition,
  HOLDS_CAPACITY,
  initialOrderState,
  isOpenForCustomizations,
  ORDER_STATES,
  ORDER_TRANSITIONS,
  type OrderState,
} from './order-process';

describe('the order transition table', () => {
  it.each<[OrderState, OrderState, boolean]>([
    ['pending_payment', 'placed', true],
    ['pending_payment', 'expired', true],
    ['pending_payment', 'refund_due', false],
    ['expired', 'placed', true],
    ['expired', 'refund_due', true],
    ['expired', 'cancelled', false],
    ['pending_payment', 'accepted', false],
    ['offline_pending', 'placed', true],
    ['offline_pending', 'refund_due', false],
    ['offline_pending', 'pending_payment', true],
    ['offline_pending', 'expired', true],
    ['placed', 'sent_to_vendor', true],
    ['placed', 'pending_payment', false],
    ['sent_to_vendor', 'accepted', true],
    ['sent_to_vendor', 'rejected', true],
    ['rejected', 'sent_to_vendor', true],
    ['accepted', 'completed', true],
    // An operator takes a booking from its vendor and asks another.
    ['accepted', 'sent_to_vendor', true],
    ['on_the_way', 'sent_to_vendor', false],
    ['completed', 'cancelled', false],
    ['cancelled', 'placed', false],
    ['cancelled', 'refund_due', true],
    ['refund_due', 'placed', false],
  ])('%s → %s: %s', (from, to, allowed) => {
    expect(canTransition(from, to)).toBe(allowed);
  });

  it('has final states with no way out, and every target is a known state', () => {
    // expired is not final: a late payment still settles it one way or the other.
    for (const final of ['completed', 'refunded'] as const) expect(ORDER_TRANSITIONS[final]).toEqual([]);
    for (const targets of Object.values(ORDER_TRANSITIONS))
      for (const to of targets) expect(ORDER_STATES).toContain(to);
  });

  it('never lets a state move to itself', () => {
    fc.assert(fc.property(fc.constantFrom(...ORDER_STATES), (state) => !canTransition(state, state)));
  });

  it('releases capacity only when an order ends without being delivered', () => {
    expect([...ORDER_STATES].filter((s) => !HOLDS_CAPACITY.has(s))).toEqual([
      'expired',
      'cancelled',
      'refund_due',
      'refunded',
    ]);
  });
});

describe('initialOrderState', () => {
  it.each([
    ['online', true, 'pending_payment'],
    ['online', false, 'placed'],
    ['cod', false, 'placed'],
    ['offline', false, 'offline_pending'],
  ] as const)('%s (awaiting payment: %s) starts %s', (method, awaiting, state) => {
    expect(initialOrderState(method, awaiting)).toBe(state);
    expect(HOLDS_CAPACITY.has(initialOrderState(method, awaiting))).toBe(true);
  });
});

describe('isOpenForCustomizations', () => {
  it.each(ORDER_STATES.map((s) => [s, ['placed', 'sent_to_vendor', 'accepted'].includes(s)] as const))(
    '%s: %s',
    (state, open) => {
      expect(isOpenForCustomizations(state)).toBe(open);
    },
  );
});
