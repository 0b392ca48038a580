import { describe, expect, it } from 'vitest';
import { confirmedHeadline } from './order-outcome';
import { orderTimeline, rescheduleCause } from './order-timeline';

const at = (minute: number) => new Date(Date.UTC(2026, 11, 1, 10, minute));

describe('orderTimeline', () => {
  it('lists state changes and a reschedule, not rows that only record something', () => {
    const steps = orderTimeline([
      { fromStatus: null, toStatus: 'pending_payment', cause: 'placed online', createdAt: at(0) },
      { fromStatus: 'pending_payment', toStatus: 'placed', cause: 'paid', createdAt: at(1) },
      { fromStatus: 'placed', toStatus: 'placed', cause: 'review opt-in turned on', createdAt: at(2) },
      {
        fromStatus: 'placed',
        toStatus: 'placed',
        cause: rescheduleCause('Thu 10 Dec, 1:00 PM', 'Sat 12 Dec, 7:00 PM - 8:00 PM'),
        createdAt: at(3),
      },
      {
        fromStatus: 'placed',
        toStatus: 'placed',
        cause: 'moved by the customer from 2026-12-12 slot 9 to 2026-12-14 slot 11',
        createdAt: at(3.5),
      },
      { fromStatus: 'placed', toStatus: 'completed', cause: 'done', createdAt: at(4) },
    ]);
    expect(steps.map((s) => [s.status, s.label, s.at])).toEqual([
      ['pending_payment', 'Waiting for payment', at(0)],
      ['placed', 'Booking confirmed', at(1)],
      ['placed', 'Moved to Sat, 12 Dec', at(3)],
      ['placed', 'Moved to Mon, 14 Dec', at(3.5)],
      ['completed', 'Completed', at(4)],
    ]);
  });
});

describe('confirmedHeadline', () => {
  it.each([
    ['placed', 'Your booking is confirmed'],
    ['sent_to_vendor', 'Your booking is confirmed'],
    ['accepted', 'Your booking is confirmed'],
    ['on_the_way', 'Your partner is on the way'],
    ['completed', 'Your booking is complete'],
  ])('%s: %s', (status, headline) => {
    expect(confirmedHeadline(status)).toBe(headline);
  });
});
