import { describe, expect, it } from 'vitest';
import { ORDER_STATES } from '../orders/order-process';
import {
  canVendorRequestMove,
  decideVendorRequest,
  VENDOR_REQUEST_HOLDING_STATES,
  VENDOR_REQUEST_STATES,
  VENDOR_REQUEST_TRANSITIONS,
  type VendorRequestState,
} from './vendor-request-process';

describe('the vendor request transition table', () => {
  it.each<[VendorRequestState, VendorRequestState, boolean]>([
    ['sent', 'accepted', true],
    ['sent', 'rejected', true],
    ['sent', 'timed_out', true],
    ['sent', 'withdrawn', true],
    ['sent', 'sent', true],
    ['accepted', 'withdrawn', true],
    ['accepted', 'rejected', false],
    ['accepted', 'sent', false],
    ['rejected', 'accepted', false],
    ['timed_out', 'accepted', false],
    ['withdrawn', 'sent', false],
  ])('%s → %s: %s', (from, to, allowed) => {
    expect(canVendorRequestMove(from, to)).toBe(allowed);
  });

  it('ends in rejected, timed out or withdrawn, and names only known states', () => {
    const finals = VENDOR_REQUEST_STATES.filter((s) => VENDOR_REQUEST_TRANSITIONS[s].length === 0);
    expect(finals).toEqual(['rejected', 'timed_out', 'withdrawn']);
    for (const to of Object.values(VENDOR_REQUEST_TRANSITIONS).flat())
      expect(VENDOR_REQUEST_STATES).toContain(to);
    expect(VENDOR_REQUEST_HOLDING_STATES).toEqual(['sent', 'accepted']);
  });
});

describe('what a vendor request event leads to', () => {
  it('takes the vendor’s answer once, with the booking’s event', () => {
    expect(decideVendorRequest('sent', { type: 'accepted' })).toEqual({
      ok: true,
      from: 'sent',
      to: 'accepted',
      orderEvent: 'vendor_accepted',
    });
    expect(decideVendorRequest('sent', { type: 'rejected' })).toMatchObject({
      to: 'rejected',
      orderEvent: 'vendor_rejected',
    });
    for (const from of ['accepted', 'rejected', 'timed_out', 'withdrawn'] as const) {
      expect(decideVendorRequest(from, { type: 'accepted' }).ok).toBe(false);
      expect(decideVendorRequest(from, { type: 'rejected' }).ok).toBe(false);
    }
  });

  it('times out when the booking still waits on it, and is only withdrawn when the booking moved on', () => {
    expect(decideVendorRequest('sent', { type: 'lapsed', orderState: 'sent_to_vendor' })).toMatchObject({
      to: 'timed_out',
      orderEvent: 'vendor_timed_out',
    });
    for (const orderState of ORDER_STATES.filter((s) => s !== 'sent_to_vendor')) {
      const decision = decideVendorRequest('sent', { type: 'lapsed', orderState });
      expect(decision).toEqual({ ok: true, from: 'sent', to: 'withdrawn' });
    }
    expect(decideVendorRequest('accepted', { type: 'lapsed', orderState: 'accepted' }).ok).toBe(false);
  });

  it('is withdrawn while it holds the booking, and sent again only while it waits for an answer', () => {
    expect(decideVendorRequest('sent', { type: 'withdrawn' })).toMatchObject({ ok: true, to: 'withdrawn' });
    expect(decideVendorRequest('accepted', { type: 'withdrawn' })).toMatchObject({
      ok: true,
      to: 'withdrawn',
    });
    expect(decideVendorRequest('rejected', { type: 'withdrawn' })).toMatchObject({ ok: false });
    expect(decideVendorRequest('sent', { type: 'resent' })).toMatchObject({ ok: true, to: 'sent' });
    expect(decideVendorRequest('accepted', { type: 'resent' })).toMatchObject({
      ok: false,
      refusal: 'A request that is accepted cannot be sent.',
    });
  });
});
