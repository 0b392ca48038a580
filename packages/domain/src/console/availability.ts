import { DomainError, validationError } from '../errors/domain-error';
import { DAY_NAMES } from '../time/names';
import { addDays, dayOfWeek } from '../time/ymd';

/** The longest run of dates one surge or one weekly pattern covers at once. */
export const MAX_SURGE_DAYS = 62;
export const MAX_PATTERN_WEEKS = 26;

/**
 * A slot's capacity never goes below the places already booked in it (bad input): a 409
 * naming `capacity` and saying how many are booked; nothing is written.
 */
export function assertCapacityCovers(slot: { capacity: number; booked: number; label: string }): void {
  if (slot.capacity >= slot.booked) return;
  const message = `${slot.label} already has ${slot.booked} booked: capacity must be at least ${slot.booked}.`;
  throw new DomainError('CAPACITY_BELOW_BOOKED', message, { capacity: message });
}

/**
 * The dates a weekly pattern opens: every date from `startsOn` for `weeks` weeks whose weekday
 * (0 Sunday to 6 Saturday) is one of `weekdays`, in order.
 */
export function patternDates(pattern: { startsOn: string; weeks: number; weekdays: readonly number[] }) {
  const days = new Set(pattern.weekdays);
  const dates: string[] = [];
  for (let day = 0; day < pattern.weeks * 7; day++) {
    const date = addDays(pattern.startsOn, day);
    if (days.has(dayOfWeek(date))) dates.push(date);
  }
  return dates;
}

/** The weekdays as people read them: "Mon, Wed, Fri". */
export const weekdayNames = (weekdays: readonly number[]) =>
  [...weekdays]
    .sort((a, b) => a - b)
    .map((d) => DAY_NAMES[d] ?? String(d))
    .join(', ');

/** Every date of a surge, `from` to `to` both included; `to` before `from` is a 400 naming date_to. */
export function surgeDates(from: string, to: string): string[] {
  if (to < from) {
    const message = `date_to (${to}) is before date_from (${from}).`;
    throw validationError({ date_to: message }, message);
  }
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  if (dates.length > MAX_SURGE_DAYS) {
    const message = `A surge covers at most ${MAX_SURGE_DAYS} days; this one covers ${dates.length}.`;
    throw validationError({ date_to: message }, message);
  }
  return dates;
}

/**
 * Two surges of one experience never cover the same date (the price calendar shows one): a 409
 * naming the dates already surged; nothing is written.
 */
export function assertNoSurgeOverlap(alreadySurged: readonly string[]): void {
  if (alreadySurged.length === 0) return;
  const shown = alreadySurged.slice(0, 5).join(', ') + (alreadySurged.length > 5 ? ', …' : '');
  const message = `This experience already has a surge on ${shown}: change or remove that one first.`;
  throw new DomainError('SURGE_OVERLAP', message, { date_from: message });
}
