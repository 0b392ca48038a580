import { describe, expect, it } from 'vitest';
import { slotReminderDue, vendorReminderDue } from './slot-reminders';

// A slot on Friday 4 Dec 2026 at 1:00 PM IST (07:30 UTC).
const SLOT = new Date('2026-12-04T07:30:00.000Z');
const PLACED = new Date('2026-12-01T04:30:00.000Z');
const at = (iso: string) => new Date(iso);

describe("the customer's reminders of a booked slot", () => {
  it.each([
    ['three days before', '2026-12-01T07:30:00.000Z', PLACED, null],
    ['a minute before the day-before reminder', '2026-12-03T07:29:00.000Z', PLACED, null],
    ['24 hours before', '2026-12-03T07:30:00.000Z', PLACED, 'reminder_day_before'],
    ['3 hours before', '2026-12-04T04:30:00.000Z', PLACED, 'reminder_day_before'],
    ['2 hours before', '2026-12-04T05:30:00.000Z', PLACED, 'reminder_two_hours'],
    ['a minute before the slot', '2026-12-04T07:29:00.000Z', PLACED, 'reminder_two_hours'],
    ['at the slot', '2026-12-04T07:30:00.000Z', PLACED, null],
    // Booked 10 hours before: the day-before reminder's time had passed; only the two-hour one.
    ['booked late, 5 hours before', '2026-12-04T02:30:00.000Z', at('2026-12-03T21:30:00.000Z'), null],
    [
      'booked late, 2 hours before',
      '2026-12-04T05:30:00.000Z',
      at('2026-12-03T21:30:00.000Z'),
      'reminder_two_hours',
    ],
  ] as const)('%s: %s', (_, now, placedAt, due) => {
    expect(slotReminderDue({ status: 'accepted', placedAt, slotStart: SLOT, now: at(now) })).toBe(due);
  });

  it.each(['pending_payment', 'cancelled', 'refund_due', 'on_the_way', 'completed'] as const)(
    'reminds no %s booking',
    (status) => {
      expect(
        slotReminderDue({ status, placedAt: PLACED, slotStart: SLOT, now: at('2026-12-04T05:30:00.000Z') }),
      ).toBeNull();
    },
  );
});

describe("the vendor's reminder the evening before", () => {
  it.each([
    ['5:59 PM IST the day before', '2026-12-03T12:29:00.000Z', false],
    ['6:00 PM IST the day before', '2026-12-03T12:30:00.000Z', true],
    ['the morning of the slot', '2026-12-04T03:00:00.000Z', true],
    ['at the slot', '2026-12-04T07:30:00.000Z', false],
  ])('%s: %s', (_, now, due) => {
    expect(
      vendorReminderDue({ date: '2026-12-04', slotStart: SLOT, timeZone: 'Asia/Kolkata', now: at(now) }),
    ).toBe(due);
  });
});
