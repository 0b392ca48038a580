import { zonedDateTimeToInstant } from '@store/domain';
import { createEvent } from 'ics';

export type MessageAttachment = { filename: string; content: string; contentType: string };

const HOUR = 3_600_000;

/**
 * The booking as an add-to-calendar file (.ics, made by the `ics` library): its slot in UTC, the
 * tracking link, and a uid of the order, so a second reminder updates the same calendar entry
 * rather than adding another. None when the order has no slot time.
 */
export function bookingCalendarEntry(b: {
  orderId: number;
  experience: string;
  date: string | null;
  startTime: string | null;
  endTime: string | null;
  timeZone: string | null;
  trackingUrl: string;
}): MessageAttachment | undefined {
  if (!b.date || !b.startTime || !b.timeZone) return undefined;
  const start = zonedDateTimeToInstant(b.date, b.startTime, b.timeZone).getTime();
  const endAt = b.endTime ? zonedDateTimeToInstant(b.date, b.endTime, b.timeZone).getTime() : start + HOUR;
  const { error, value } = createEvent({
    uid: `order-${b.orderId}@experience-store.in`,
    productId: 'experience-store/bookings',
    title: `${b.experience} (booking #${b.orderId})`,
    description: `Track your booking: ${b.trackingUrl}`,
    url: b.trackingUrl,
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    end: endAt > start ? endAt : start + HOUR,
    endInputType: 'utc',
    endOutputType: 'utc',
    status: 'CONFIRMED',
  });
  if (error || !value) throw error ?? new Error('the calendar entry could not be made');
  return {
    filename: `booking-${b.orderId}.ics`,
    content: value,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
  };
}
