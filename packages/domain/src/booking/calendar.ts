import { monthName } from '../time/names';
import { dayOfWeek, parseYmd } from '../time/ymd';

export interface CalendarMonth {
  /** 'Dec 2026' */
  readonly title: string;
  readonly key: string;
  /** Weeks of seven cells, Sun to Sat; a cell is a Y-M-D date of the month or null. */
  readonly weeks: readonly (readonly (string | null)[])[];
}

const pad = (value: number) => String(value).padStart(2, '0');
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

function month(year: number, monthNumber: number): CalendarMonth {
  const key = `${year}-${pad(monthNumber)}`;
  const cells: (string | null)[] = Array.from({ length: dayOfWeek(`${key}-01`) }, () => null);
  for (let day = 1; day <= daysIn(year, monthNumber); day++) cells.push(`${key}-${pad(day)}`);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
  return { title: `${monthName(monthNumber - 1)} ${year}`, key, weeks };
}

/** The months that hold the given dates, in order, as grids for a price calendar. */
export function calendarMonths(dates: readonly string[]): CalendarMonth[] {
  const keys = [...new Set(dates.map((date) => date.slice(0, 7)))].sort();
  return keys.map((key) => {
    const { year, month: monthNumber } = parseYmd(`${key}-01`);
    return month(year, monthNumber);
  });
}
