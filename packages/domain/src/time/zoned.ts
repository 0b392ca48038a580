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

// Offsets around a date never change for a zone, and a slot calendar asks for hundreds of times on
// few dates: remembering them saves the formatter calls that dominate that request.
const aroundDate = new Map<string, readonly [number, number]>();
const AROUND_DATE_LIMIT = 20_000;

/** The zone's offsets a day before the date begins and a day after it ends. */
function offsetsAround(date: CalendarDate, timeZone: string): readonly [number, number] {
  const key = `${timeZone}|${formatYmd(date)}`;
  let offsets = aroundDate.get(key);
  if (!offsets) {
    const midnight = utcMs(date);
    offsets = [offsetAt(midnight - DAY_MS, timeZone), offsetAt(midnight + 2 * DAY_MS, timeZone)];
    if (aroundDate.size >= AROUND_DATE_LIMIT) aroundDate.clear();
    aroundDate.set(key, offsets);
  }
  return offsets;
}

/**
 * The instant at which the wall clock in timeZone shows date + time ('YYYY-MM-DD', 'HH:MM[:SS]').
 * Like Temporal's 'compatible': a repeated wall time takes the earlier instant, a skipped one
 * (a daylight-saving gap) is moved forward by the gap. Assumes at most one transition within a day.
 */
export function zonedDateTimeToInstant(date: string, time: string, timeZone: string): Date {
  const { hour, minute, second } = parseClockTime(time);
  const day = parseYmd(date);
  const wall = utcMs(day, hour, minute, second);
  const [before, after] = offsetsAround(day, timeZone);
  // The same offset on both sides: no transition near this date, so the wall time maps directly.
  if (before === after) return new Date(wall - before);
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
