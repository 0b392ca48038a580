import type { OrderState } from '../orders/order-process';
import { addDays } from '../time/ymd';
import { zonedDateTimeToInstant } from '../time/zoned';

const HOUR = 3_600_000;

/** The customer's reminders of a booked slot: the day before (24 hours) and two hours before. */
export const SLOT_REMINDER_KINDS = ['reminder_day_before', 'reminder_two_hours'] as const;
export type SlotReminderKind = (typeof SLOT_REMINDER_KINDS)[number];

const BEFORE_MS: Record<SlotReminderKind, number> = {
  reminder_day_before: 24 * HOUR,
  reminder_two_hours: 2 * HOUR,
};

/** Booked and still to happen: reminded. Unpaid, called off or already under way: not. */
export const REMINDED_STATES: readonly OrderState[] = ['placed', 'sent_to_vendor', 'accepted', 'rejected'];

/**
 * Which customer reminder is due now, or null. A reminder comes due its time before the slot; the
 * latest due wins, so a queue that was down sends one, not both. One whose time had passed when
 * the booking was made is not sent (the confirmation just said it all): a booking made 10 hours
 * before its slot gets only the two-hour reminder. Nothing from the slot's start on.
 */
export function slotReminderDue(o: {
  status: OrderState;
  placedAt: Date;
  slotStart: Date;
  now: Date;
}): SlotReminderKind | null {
  if (!REMINDED_STATES.includes(o.status)) return null;
  const now = o.now.getTime();
  const start = o.slotStart.getTime();
  if (now >= start) return null;
  const due = SLOT_REMINDER_KINDS.filter((kind) => {
    const at = start - BEFORE_MS[kind];
    return at <= now && at >= o.placedAt.getTime();
  });
  return due.at(-1) ?? null;
}

/** The hour of the evening before a slot at which its vendor is reminded, in the city's time. */
export const VENDOR_REMINDER_TIME = '18:00';

/**
 * Whether the vendor holding a booking is due its reminder: from 18:00 (the city's time) on the
 * day before the slot's date until the slot starts, so they plan the next day's work the evening
 * before. A booking accepted after that hour is reminded at once (the acceptance was the evening's
 * plan).
 */
export function vendorReminderDue(o: {
  date: string;
  slotStart: Date;
  timeZone: string;
  now: Date;
}): boolean {
  const from = zonedDateTimeToInstant(addDays(o.date, -1), VENDOR_REMINDER_TIME, o.timeZone).getTime();
  const now = o.now.getTime();
  return now >= from && now < o.slotStart.getTime();
}
