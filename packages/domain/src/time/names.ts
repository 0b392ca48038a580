import { validationError } from '../errors/domain-error';
import { dayOfWeek } from './ymd';

export const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export const MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

export type DayName = (typeof DAY_NAMES)[number];
export type MonthName = (typeof MONTH_NAMES)[number];

/** dayIndex as Date#getDay: 0 = Sun. */
export function dayName(dayIndex: number): DayName {
  const name = DAY_NAMES[dayIndex];
  if (name === undefined) throw validationError({ dayIndex: 'must be a whole number from 0 to 6' });
  return name;
}

/** monthIndex as Date#getMonth: 0 = Jan. */
export function monthName(monthIndex: number): MonthName {
  const name = MONTH_NAMES[monthIndex];
  if (name === undefined) throw validationError({ monthIndex: 'must be a whole number from 0 to 11' });
  return name;
}

export function dayNameOfYmd(ymd: string): DayName {
  return dayName(dayOfWeek(ymd));
}
