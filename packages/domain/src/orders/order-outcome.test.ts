import { describe, expect, it } from 'vitest';
import { isBookingConfirmed, paymentStanding } from './order-outcome';
import { ORDER_STATES } from './order-process';

describe('isBookingConfirmed', () => {
  it('holds from placed until done, never for an unpaid, lapsed or refunded order', () => {
    expect(ORDER_STATES.filter(isBookingConfirmed)).toEqual([
      'placed',
      'sent_to_vendor',
      'accepted',
      'on_the_way',
      'completed',
    ]);
  });
});

describe('paymentStanding', () => {
  it.each([
    ['placed', 'cod', 2297, 'pay_on_delivery'],
    ['placed', 'online', 2297, 'paid'],
    ['pending_payment', 'online', 2297, 'to_pay'],
    ['pending_payment', 'online', 0, 'paid'],
    ['offline_pending', 'offline', 500, 'to_pay'],
    ['expired', 'online', 500, 'nothing_due'],
    ['cancelled', 'cod', 2297, 'nothing_due'],
    ['refund_due', 'online', 2297, 'paid'],
    ['refunded', 'online', 2297, 'paid'],
  ])('%s, %s, Rs %i left: %s', (status, paymentMethod, payable, standing) => {
    expect(paymentStanding({ status, paymentMethod, payable })).toBe(standing);
  });
});
