import { validationError } from '../errors/domain-error';
import { to12Hour } from './format';
import { dayName, monthName } from './names';
import { dayOfWeek, formatYmd } from './ymd';
import { zonedParts } from './zoned';

function toInstant(instant: Date | string): Date {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) throw validationError({ instant: 'must be a valid date' });
  return date;
}

/**
 * 'Tue, 1 Dec 2026': the day and month names (docs/product.md, "Business constants"), in the city's
 * time zone.
 */
export function formatDisplayDate(instant: Date | string, timeZone: string): string {
  const parts = zonedParts(toInstant(instant), timeZone);
  return `${dayName(dayOfWeek(formatYmd(parts)))}, ${parts.day} ${monthName(parts.month - 1)} ${parts.year}`;
}

/** 'Tue, 1 Dec 2026, 6:30 PM': times are 12-hour with AM/PM (docs/product.md, "Business constants"). */
export function formatDisplayDateTime(instant: Date | string, timeZone: string): string {
  const parts = zonedParts(toInstant(instant), timeZone);
  return `${formatDisplayDate(instant, timeZone)}, ${to12Hour(`${parts.hour}:${String(parts.minute).padStart(2, '0')}`)}`;
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

/** How long ago something happened, from whole minutes: 'just now', '12 minutes ago', '3 hours ago'. */
export function timeAgo(minutes: number): string {
  if (!Number.isFinite(minutes) || minutes < 1) return 'just now';
  const whole = Math.floor(minutes);
  if (whole < 60) return plural(whole, 'minute');
  if (whole < 24 * 60) return plural(Math.floor(whole / 60), 'hour');
  return plural(Math.floor(whole / (24 * 60)), 'day');
}
