import { describe, expect, it } from 'vitest';
import { calendarMonths } from './calendar';

describe('calendarMonths', () => {
  it('lays out December 2026 from a Tuesday, Sun to Sat', () => {
    const [december] = calendarMonths(['2026-12-01', '2026-12-31']);
    expect(december?.title).toBe('Dec 2026');
    expect(december?.weeks[0]).toEqual([
      null,
      null,
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
    expect(december?.weeks.at(-1)).toEqual([
      '2026-12-27',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      null,
      null,
    ]);
    expect(december?.weeks.flat().filter(Boolean)).toHaveLength(31);
  });

  it.each([
    [[], []],
    [
      ['2026-11-23', '2026-12-22', '2026-11-30'],
      ['Nov 2026', 'Dec 2026'],
    ],
    [
      ['2026-12-31', '2027-01-01'],
      ['Dec 2026', 'Jan 2027'],
    ],
    [['2028-02-10'], ['Feb 2028']],
  ])('%j -> %j', (dates, titles) => {
    const months = calendarMonths(dates);
    expect(months.map((m) => m.title)).toEqual(titles);
    for (const m of months) for (const week of m.weeks) expect(week).toHaveLength(7);
  });

  it('gives February of a leap year 29 days', () => {
    expect(calendarMonths(['2028-02-10'])[0]?.weeks.flat().filter(Boolean).at(-1)).toBe('2028-02-29');
  });
});
