import { describe, expect, it } from 'vitest';
import {
  assertOrderMove,
  decideOrder,
  effectsOf,
  type OrderEvent,
  type OrderEventType,
} from './order-events';
import { canTransition, HOLDS_CAPACITY, ORDER_STATES, type OrderState } from './order-process';

const OK_LATE = { slotOpen: true, couponWithinLimits: true, walletCovers: true };

/** One event of each kind, as the API sends it. */
const EVENTS: Record<OrderEventType, OrderEvent> = {
  paid: { type: 'paid', source: 'webhook', late: OK_LATE },
  payment_failed: { type: 'payment_failed', source: 'browser' },
  hold_expired: { type: 'hold_expired' },
  abandoned: { type: 'abandoned' },
  offline_confirmed: { type: 'offline_confirmed', how: 'online', codAvailable: true, payable: 500 },
  cash_collected: { type: 'cash_collected', method: 'cod' },
  cancelled: { type: 'cancelled', by: 'the customer', paidOnline: false },
  refund_issued: { type: 'refund_issued' },
  sent_to_vendor: { type: 'sent_to_vendor' },
  vendor_assigned: { type: 'vendor_assigned', by: 'an operator' },
  vendor_accepted: { type: 'vendor_accepted' },
  vendor_rejected: { type: 'vendor_rejected' },
  vendor_timed_out: { type: 'vendor_timed_out' },
  on_the_way: { type: 'on_the_way' },
  completed: { type: 'completed' },
};

/** Every state an event is allowed in, and where it leads; any state not named refuses it. */
const EXPECTED: Record<OrderEventType, Partial<Record<OrderState, OrderState>>> = {
  paid: {
    pending_payment: 'placed',
    expired: 'placed',
    placed: 'refund_due',
    sent_to_vendor: 'refund_due',
    accepted: 'refund_due',
    rejected: 'refund_due',
    cancelled: 'refund_due',
  },
  payment_failed: { pending_payment: 'pending_payment' },
  hold_expired: { pending_payment: 'expired', offline_pending: 'expired' },
  abandoned: { pending_payment: 'expired', offline_pending: 'expired' },
  offline_confirmed: { offline_pending: 'pending_payment' },
  cash_collected: { accepted: 'accepted', on_the_way: 'on_the_way', completed: 'completed' },
  cancelled: {
    pending_payment: 'cancelled',
    offline_pending: 'cancelled',
    placed: 'cancelled',
    sent_to_vendor: 'cancelled',
    accepted: 'cancelled',
    rejected: 'cancelled',
  },
  refund_issued: {
    refund_due: 'refunded',
    // An operator's partial refund, or the rest after one: recorded, the state kept.
    placed: 'placed',
    sent_to_vendor: 'sent_to_vendor',
    accepted: 'accepted',
    rejected: 'rejected',
    on_the_way: 'on_the_way',
    completed: 'completed',
    cancelled: 'cancelled',
    refunded: 'refunded',
  },
  sent_to_vendor: { placed: 'sent_to_vendor', rejected: 'sent_to_vendor' },
  vendor_assigned: {
    placed: 'sent_to_vendor',
    rejected: 'sent_to_vendor',
    sent_to_vendor: 'sent_to_vendor',
    accepted: 'sent_to_vendor',
  },
  vendor_accepted: { sent_to_vendor: 'accepted' },
  vendor_rejected: { sent_to_vendor: 'rejected' },
  vendor_timed_out: { sent_to_vendor: 'rejected' },
  on_the_way: { accepted: 'on_the_way' },
  completed: { accepted: 'completed', on_the_way: 'completed' },
};

const CASES = ORDER_STATES.flatMap((state) =>
  (Object.keys(EVENTS) as OrderEventType[]).map((type) => [state, type] as const),
);

describe('the order process: every state against every event', () => {
  it.each(CASES)('%s + %s', (from, type) => {
    const decision = decideOrder(from, EVENTS[type]);
    const expected = EXPECTED[type][from];
    if (expected === undefined) {
      expect(decision.ok).toBe(false);
      expect(() => assertOrderMove(decision)).toThrow(
        expect.objectContaining({ code: 'ORDER_STATE', status: 409 }),
      );
      return;
    }
    expect(decision).toMatchObject({ ok: true, from, to: expected, effects: effectsOf(from, expected) });
    // A real move is one the transition table allows; an event that is only recorded stays put.
    if (expected !== from) expect(canTransition(from, expected)).toBe(true);
    if (decision.ok) expect(decision.cause.length).toBeGreaterThan(0);
  });
});

describe('what a transition does beside the state', () => {
  it.each<[OrderState, OrderState, string, string, string]>([
    ['pending_payment', 'placed', 'none', 'none', 'kept'],
    ['pending_payment', 'expired', 'release', 'refund', 'returned'],
    ['offline_pending', 'cancelled', 'release', 'refund', 'returned'],
    ['placed', 'refund_due', 'release', 'refund', 'returned'],
    ['expired', 'placed', 'take', 'retake', 'retaken'],
    ['expired', 'refund_due', 'none', 'none', 'kept'],
    ['cancelled', 'refund_due', 'none', 'none', 'kept'],
    ['accepted', 'completed', 'none', 'none', 'kept'],
  ])('%s → %s: capacity %s, wallet %s, coupon use %s', (from, to, capacity, wallet, couponUse) => {
    expect(effectsOf(from, to)).toEqual({ capacity, wallet, couponUse });
  });

  it('gives back exactly when an order stops holding places', () => {
    for (const from of ORDER_STATES)
      for (const to of ORDER_STATES) {
        const { capacity } = effectsOf(from, to);
        expect(capacity === 'release').toBe(HOLDS_CAPACITY.has(from) && !HOLDS_CAPACITY.has(to));
      }
  });
});

describe('causes and outcomes that depend on the event', () => {
  it('says why an unpaid order expired', () => {
    expect(decideOrder('pending_payment', { type: 'hold_expired' })).toMatchObject({
      cause: 'payment hold expired',
    });
    expect(decideOrder('offline_pending', { type: 'hold_expired' })).toMatchObject({
      cause: 'offline booking not confirmed in time',
    });
  });

  it('keeps a late payment only while the places can be taken again, else owes it back', () => {
    const kept = decideOrder('expired', EVENTS.paid);
    expect(kept).toMatchObject({
      to: 'placed',
      cause: 'paid after the hold ran out, places still free (webhook)',
      ifNoPlaces: { to: 'refund_due', cause: expect.stringContaining('its places have been taken') },
    });
    const late = { ...OK_LATE, walletCovers: false };
    expect(decideOrder('expired', { type: 'paid', source: 'webhook', late })).toMatchObject({
      to: 'refund_due',
      cause: expect.stringContaining('the wallet no longer holds'),
      effects: { capacity: 'none' },
    });
    expect(decideOrder('expired', { type: 'paid', source: 'webhook' }).ok).toBe(false);
  });

  it('sends a confirmed offline booking by how it is paid', () => {
    const confirm = (how: 'online' | 'cod', payable: number) =>
      decideOrder('offline_pending', { type: 'offline_confirmed', how, codAvailable: true, payable });
    expect(confirm('cod', 500)).toMatchObject({
      to: 'placed',
      cause: 'confirmed by the customer (cash on delivery)',
    });
    expect(confirm('online', 0)).toMatchObject({ to: 'placed', effects: { capacity: 'none' } });
    expect(decideOrder('placed', EVENTS.offline_confirmed)).toEqual({
      ok: false,
      refusal: 'This booking is already confirmed.',
    });
  });

  it('owes the money back when a paid order is cancelled', () => {
    const cancel = { type: 'cancelled', by: 'an operator', paidOnline: true } as const;
    expect(decideOrder('placed', cancel)).toMatchObject({
      to: 'refund_due',
      cause: 'cancelled by an operator: refund due',
      effects: { capacity: 'release', wallet: 'refund' },
    });
    expect(decideOrder('expired', cancel).ok).toBe(false);
  });

  it('collects cash only for cash on delivery', () => {
    expect(decideOrder('accepted', { type: 'cash_collected', method: 'online' })).toMatchObject({
      ok: false,
    });
  });
});
