import { describe, expect, it } from 'vitest';
import {
  type CancellationWindow,
  cancellationPolicyOf,
  cancellationTerms,
  DEFAULT_CANCELLATION_POLICY,
  refundShare,
  rescheduleRefusal,
} from './cancellation-policy';
import { ORDER_STATES, type OrderState } from './order-process';

// A slot at 1:00 PM IST on 4 Dec 2026; the default policy: full refund until 24 h before, 50%
// until 3 h before, nothing after (no change at all), nothing once the team is on the way.
const SLOT = new Date('2026-12-04T07:30:00.000Z');
const hoursBefore = (h: number) => new Date(SLOT.getTime() - h * 3_600_000);
const PAID = { online: 2097, wallet: 100 };
const base = { slotStart: SLOT, policy: DEFAULT_CANCELLATION_POLICY, paid: PAID, timeZone: 'Asia/Kolkata' };

describe('cancellation terms by state (48 hours before the slot)', () => {
  const expected: Record<OrderState, CancellationWindow> = {
    pending_payment: 'unpaid',
    offline_pending: 'unpaid',
    placed: 'full',
    sent_to_vendor: 'full',
    accepted: 'full',
    rejected: 'full',
    on_the_way: 'under_way',
    completed: 'ended',
    expired: 'ended',
    cancelled: 'ended',
    refund_due: 'ended',
    refunded: 'ended',
  };
  it.each(ORDER_STATES.map((s) => [s, expected[s]] as const))('%s → %s', (state, window) => {
    const terms = cancellationTerms({ ...base, state, now: hoursBefore(48) });
    expect(terms.window).toBe(window);
    expect(terms.cancellable).toBe(['unpaid', 'full', 'partial'].includes(window));
    if (!terms.cancellable) expect(terms.refund).toEqual({ online: 0, wallet: 0, total: 0 });
  });
});

describe('cancellation terms of a placed booking by time', () => {
  it.each<[number, CancellationWindow, number, number]>([
    [72, 'full', 100, 2197],
    [24.01, 'full', 100, 2197],
    [24, 'partial', 50, 1048 + 50],
    [10, 'partial', 50, 1098],
    [3.01, 'partial', 50, 1098],
    [3, 'closed', 0, 0],
    [1, 'closed', 0, 0],
    [0, 'closed', 0, 0],
    [-2, 'closed', 0, 0],
  ])('%s hours before: %s, %s%%, ₹%s back', (hours, window, percent, total) => {
    const terms = cancellationTerms({ ...base, state: 'placed', now: hoursBefore(hours) });
    expect([terms.window, terms.refundPercent, terms.refund.total]).toEqual([window, percent, total]);
  });

  it('says until when the full refund lasts, in the city’s time', () => {
    const terms = cancellationTerms({ ...base, state: 'accepted', now: hoursBefore(30) });
    expect(terms.reason).toBe('Cancel now until Thu, 3 Dec 2026, 1:00 PM for a full refund of ₹2,197.');
    expect(terms.fullRefundUntil?.toISOString()).toBe('2026-12-03T07:30:00.000Z');
    expect(terms.cutoffAt?.toISOString()).toBe('2026-12-04T04:30:00.000Z');
    const late = cancellationTerms({ ...base, state: 'accepted', now: hoursBefore(5) });
    expect(late.reason).toBe(
      'The free cancellation ended at Thu, 3 Dec 2026, 1:00 PM: 50% comes back (₹1,098).',
    );
    const closed = cancellationTerms({ ...base, state: 'accepted', now: hoursBefore(2) });
    expect(closed.reason).toBe(
      'Bookings can be cancelled or moved until 3 hours before the slot (Fri, 4 Dec 2026, 10:00 AM).',
    );
  });

  it('lets an unpaid order go at no cost until the slot starts, and an order without a slot in full', () => {
    const unpaid = cancellationTerms({ ...base, state: 'pending_payment', now: hoursBefore(1) });
    expect([unpaid.window, unpaid.refund.total]).toEqual(['unpaid', 2197]);
    const courier = cancellationTerms({ ...base, slotStart: null, state: 'placed', now: hoursBefore(1) });
    expect([courier.window, courier.refund.total, courier.cutoffAt]).toEqual(['full', 2197, null]);
  });
});

describe("an experience's own policy", () => {
  it.each([
    [{ fullRefundHours: null, lateRefundPercent: null, cutoffHours: null }, DEFAULT_CANCELLATION_POLICY],
    [
      { fullRefundHours: 48, lateRefundPercent: 25, cutoffHours: 6 },
      { fullRefundHours: 48, lateRefundPercent: 25, cutoffHours: 6 },
    ],
    // The cut-off is never after the free window ends, and a percent stays within 0..100.
    [
      { fullRefundHours: 2, lateRefundPercent: 150, cutoffHours: 6 },
      { fullRefundHours: 2, lateRefundPercent: 100, cutoffHours: 2 },
    ],
    [
      { fullRefundHours: 12, lateRefundPercent: -5, cutoffHours: null },
      { fullRefundHours: 12, lateRefundPercent: 0, cutoffHours: 3 },
    ],
  ])('%o → %o', (own, policy) => {
    expect(cancellationPolicyOf(own)).toEqual(policy);
  });

  it('a 0% late refund cancels with nothing back after the free window', () => {
    const policy = cancellationPolicyOf({ fullRefundHours: 24, lateRefundPercent: 0, cutoffHours: 3 });
    const terms = cancellationTerms({ ...base, policy, state: 'placed', now: hoursBefore(10) });
    expect([terms.cancellable, terms.window, terms.refund.total]).toEqual([true, 'partial', 0]);
  });
});

describe('refund shares', () => {
  it.each([
    [{ online: 2097, wallet: 100 }, 100, { online: 2097, wallet: 100, total: 2197 }],
    [{ online: 2097, wallet: 100 }, 50, { online: 1048, wallet: 50, total: 1098 }],
    [{ online: 1, wallet: 1 }, 50, { online: 0, wallet: 0, total: 0 }],
    [{ online: 999, wallet: 0 }, 33, { online: 329, wallet: 0, total: 329 }],
    [{ online: 0, wallet: 0 }, 100, { online: 0, wallet: 0, total: 0 }],
  ])('%o at %s%% → %o', (paid, percent, share) => {
    expect(refundShare(paid, percent)).toEqual(share);
  });
});

describe('rescheduling', () => {
  it.each<[OrderState, number, string | undefined]>([
    ['placed', 48, undefined],
    ['accepted', 10, undefined],
    ['rejected', 4, undefined],
    [
      'placed',
      2,
      'Bookings can be cancelled or moved until 3 hours before the slot (Fri, 4 Dec 2026, 10:00 AM).',
    ],
    ['pending_payment', 48, 'Pay for this booking first; then it can be moved to another slot.'],
    ['on_the_way', 48, 'The team is on the way: this booking can no longer be moved.'],
    ['refund_due', 48, 'This order is refund due: it cannot be moved.'],
  ])('%s, %s hours before: %s', (state, hours, refusal) => {
    expect(rescheduleRefusal({ ...base, state, now: hoursBefore(hours) })).toBe(refusal);
  });
});
