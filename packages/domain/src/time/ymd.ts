import { validationError } from '../errors/domain-error';

/** A calendar date without a time zone; month is 1-12. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

export function utcMs(date: CalendarDate, hour = 0, minute = 0, second = 0): number {
  return Date.UTC(date.year, date.month - 1, date.day, hour, minute, second);
}

function fromUtcMs(ms: number): CalendarDate {
  const date = new Date(ms);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

function isRealDate(date: CalendarDate): boolean {
  const round = fromUtcMs(utcMs(date));
  return round.year === date.year && round.month === date.month && round.day === date.day;
}

/** Strict 'YYYY-MM-DD' (the slot date format), years 1000-9999, real calendar days only. */
export function parseYmd(text: string): CalendarDate {
  const match = YMD.exec(text);
  const date = match ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) } : undefined;
  if (!date || date.year < 1000 || !isRealDate(date)) {
    throw validationError({ date: 'must be a date in the form YYYY-MM-DD' });
  }
  return date;
}

export function isYmd(text: string): boolean {
  try {
    parseYmd(text);
    return true;
  } catch {
    return false;
  }
}

export function formatYmd(date: CalendarDate): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${String(date.year).padStart(4, '0')}-${pad(date.month)}-${pad(date.day)}`;
}

/** 0 = Sunday ... 6 = Saturday, as Date#getDay. */
export function dayOfWeek(ymd: string): number {
  return new Date(utcMs(parseYmd(ymd))).getUTCDay();
}

export function addDays(ymd: string, days: number): string {
  if (!Number.isInteger(days)) throw validationError({ days: 'must be a whole number' });
  return formatYmd(fromUtcMs(utcMs(parseYmd(ymd)) + days * DAY_MS));
}
