import { describe, expect, it } from 'vitest';
import {
  confirmedOfflineState,
  heldByUnpaidOrder,
  OFFLINE_HOLD_MS,
  offlineHoldUntil,
  offlinePaymentText,
  paymentHoldUntil,
  unpaidHoldText,
} from './money-holds';

const NOW = new Date('2026-12-01T04:30:00.000Z'); // 10:00 in Delhi
const at = (iso: string) => new Date(iso);

describe('how long an offline booking holds its places', () => {
  it.each<[string, Date | null, number, string]>([
    ['a day when the slot is far off', at('2026-12-10T07:30:00.000Z'), 24, '2026-12-02T04:30:00.000Z'],
    ['no slot (courier): a day', null, 0, '2026-12-02T04:30:00.000Z'],
    ['the cut-off when it comes first', at('2026-12-02T07:30:00.000Z'), 24, '2026-12-01T07:30:00.000Z'],
    [
      'the cut-off with min_hours 0 is the slot start',
      at('2026-12-01T12:30:00.000Z'),
      0,
      '2026-12-01T12:30:00.000Z',
    ],
    ['exactly a day when both meet', at('2026-12-02T06:30:00.000Z'), 2, '2026-12-02T04:30:00.000Z'],
  ])('%s', (_, slotStart, minHours, until) => {
    expect(offlineHoldUntil({ now: NOW, slotStart, minHours }).toISOString()).toBe(until);
  });

  it('is a day at most, and an online hold 15 minutes', () => {
    expect(OFFLINE_HOLD_MS).toBe(24 * 3_600_000);
    expect(paymentHoldUntil(NOW).toISOString()).toBe('2026-12-01T04:45:00.000Z');
  });
});

describe('where a confirmed offline booking goes', () => {
  it.each<['online' | 'cod', boolean, number, string]>([
    ['online', true, 2297, 'pending_payment'],
    ['online', false, 2297, 'pending_payment'],
    ['online', false, 0, 'placed'],
    ['cod', true, 2297, 'placed'],
  ])('%s (cod allowed %s, Rs %i left) → %s', (how, codAvailable, payable, state) => {
    expect(confirmedOfflineState(how, { codAvailable, payable })).toBe(state);
  });

  it('refuses cash on delivery where the experience does not allow it, naming the field', () => {
    expect(() => confirmedOfflineState('cod', { codAvailable: false, payable: 2297 })).toThrow(
      expect.objectContaining({
        code: 'COD_UNAVAILABLE',
        status: 400,
        fields: { payment_method: expect.any(String) },
      }),
    );
  });
});

describe('what the customer reads about held money', () => {
  it('names the unpaid order and until when, in the city time', () => {
    expect(
      heldByUnpaidOrder('WELCOME10', {
        orderId: 12,
        until: at('2026-12-01T04:45:00.000Z'),
        timeZone: 'Asia/Kolkata',
      }),
    ).toBe(
      'WELCOME10 is held by your unpaid order #12 until Tue, 1 Dec 2026, 10:15 AM. Pay for that order, or book this one to release it.',
    );
  });

  it.each<[boolean, string]>([
    [true, 'Pay online now, or choose cash on delivery by Wed, 2 Dec 2026, 10:00 AM.'],
    [false, 'Pay online by Wed, 2 Dec 2026, 10:00 AM.'],
  ])('says how and by when to pay an offline booking (cash allowed: %s)', (codAvailable, start) => {
    const text = offlinePaymentText({
      until: at('2026-12-02T04:30:00.000Z'),
      timeZone: 'Asia/Kolkata',
      codAvailable,
    });
    expect(text.startsWith(start)).toBe(true);
    expect(text).toContain('the booking lapses');
  });
});

describe('what an unpaid online order says it holds', () => {
  it('names until when, in the city time', () => {
    expect(unpaidHoldText({ until: at('2026-12-01T04:45:00.000Z'), timeZone: 'Asia/Kolkata' })).toBe(
      'Your places, coupon and wallet money are held for this booking until Tue, 1 Dec 2026, 10:15 AM. Pay by then to keep them.',
    );
  });
});
