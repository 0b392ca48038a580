import { validationError } from '../errors/domain-error';
import { type ClockTime, parseClockTime } from './clock';
import { type CalendarDate, formatYmd, parseYmd, utcMs } from './ymd';

export interface ZonedParts extends CalendarDate, ClockTime {}

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      });
    } catch {
      throw validationError({ timeZone: 'must be an IANA time zone such as Asia/Kolkata' });
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock fields of an instant in a time zone. */
export function zonedParts(instant: Date, timeZone: string): ZonedParts {
  const fields: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return {
    year: fields.year ?? 0,
    month: fields.month ?? 0,
    day: fields.day ?? 0,
    // Some engines print midnight as 24 even with h23.
    hour: (fields.hour ?? 0) % 24,
    minute: fields.minute ?? 0,
    second: fields.second ?? 0,
  };
}

function offsetAt(ms: number, timeZone: string): number {
  const whole = ms - (((ms % 1000) + 1000) % 1000);
  const parts = zonedParts(new Date(whole), timeZone);
  return utcMs(parts, parts.hour, parts.minute, parts.second) - whole;
}

/**
 * The instant at which the wall clock in timeZone shows date + time ('YYYY-MM-DD', 'HH:MM[:SS]').
 * Like Temporal's 'compatible': a repeated wall time takes the earlier instant, a skipped one
 * (a daylight-saving gap) is moved forward by the gap. Assumes at most one transition within a day.
 */
export function zonedDateTimeToInstant(date: string, time: string, timeZone: string): Date {
  const { hour, minute, second } = parseClockTime(time);
  const wall = utcMs(parseYmd(date), hour, minute, second);
  const before = offsetAt(wall - DAY_MS, timeZone);
  const after = offsetAt(wall + DAY_MS, timeZone);
  const valid = [before, after]
    .map((offset) => wall - offset)
    .filter((instant) => offsetAt(instant, timeZone) === wall - instant)
    .sort((a, b) => a - b);
  return new Date(valid[0] ?? wall - before);
}

/** The 'YYYY-MM-DD' calendar date of an instant in a time zone. */
export function ymdInZone(instant: Date, timeZone: string): string {
  if (Number.isNaN(instant.getTime())) throw validationError({ instant: 'must be a valid date' });
  return formatYmd(zonedParts(instant, timeZone));
}
