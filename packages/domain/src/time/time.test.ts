import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error';
import { parseClockTime } from './clock';
import { to12Hour } from './format';
import { DAY_NAMES, dayName, dayNameOfYmd, MONTH_NAMES, monthName } from './names';
import { addDays, dayOfWeek, formatYmd, isYmd, parseYmd } from './ymd';

describe('to12Hour', () => {
  it.each([
    ['18:30', '6:30 PM'],
    ['00:00', '12:00 AM'],
    ['12:05', '12:05 PM'],
    ['12:00:00', '12:00 PM'],
    ['00:59:59', '12:59 AM'],
    ['01:07', '1:07 AM'],
    ['11:59', '11:59 AM'],
    ['13:00', '1:00 PM'],
    ['23:59:00', '11:59 PM'],
    ['9:15', '9:15 AM'],
  ])('%s -> %s', (time, expected) => {
    expect(to12Hour(time)).toBe(expected);
  });

  it.each(['24:00', '12:60', '12:00:60', '1230', '', 'ab:cd', '12:5', '-1:00'])('rejects %j', (time) => {
    expect(() => to12Hour(time)).toThrow(DomainError);
  });

  it('round-trips every minute of the day back to 24-hour time', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (hour, minute) => {
        const text = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
        const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(to12Hour(text));
        expect(match).not.toBeNull();
        const [, h12 = '', mm = '', suffix] = match ?? [];
        const back = (Number(h12) % 12) + (suffix === 'PM' ? 12 : 0);
        expect([back, Number(mm)]).toEqual([hour, minute]);
        expect(Number(h12)).toBeGreaterThanOrEqual(1);
        expect(Number(h12)).toBeLessThanOrEqual(12);
      }),
    );
  });

  it('parses seconds', () => {
    expect(parseClockTime('07:08:09')).toEqual({ hour: 7, minute: 8, second: 9 });
  });
});

describe('day and month names', () => {
  it('run Sun to Sat and Jan to Dec', () => {
    expect(DAY_NAMES).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(MONTH_NAMES).toEqual([
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
    ]);
  });

  it.each([
    [0, 'Sun'],
    [6, 'Sat'],
  ])('dayName(%d) is %s', (index, name) => {
    expect(dayName(index)).toBe(name);
  });

  it.each([
    [0, 'Jan'],
    [11, 'Dec'],
  ])('monthName(%d) is %s', (index, name) => {
    expect(monthName(index)).toBe(name);
  });

  it.each([[() => dayName(7)], [() => dayName(-1)], [() => monthName(12)], [() => monthName(1.5)]])(
    'rejects an index out of range %#',
    (call) => {
      expect(call).toThrow(DomainError);
    },
  );

  it.each([
    ['2025-03-10', 'Mon'],
    ['2024-02-29', 'Thu'],
    ['2000-01-01', 'Sat'],
  ])('%s is a %s', (ymd, name) => {
    expect(dayNameOfYmd(ymd)).toBe(name);
  });
});

describe('Y-M-D dates', () => {
  it.each([
    ['2025-03-10', { year: 2025, month: 3, day: 10 }],
    ['2024-02-29', { year: 2024, month: 2, day: 29 }],
  ])('parses %s', (text, expected) => {
    expect(parseYmd(text)).toEqual(expected);
    expect(formatYmd(expected)).toBe(text);
  });

  it.each(['2025-02-29', '2025-13-01', '2025-00-10', '2025-1-5', '25-01-05', '2025-01-32', '0999-01-01', ''])(
    'refuses %j',
    (text) => {
      expect(isYmd(text)).toBe(false);
      expect(() => parseYmd(text)).toThrow(DomainError);
    },
  );

  it.each([
    ['2025-12-31', 1, '2026-01-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2025-03-01', -1, '2025-02-28'],
    ['2025-03-10', 0, '2025-03-10'],
  ])('addDays(%s, %d) is %s', (ymd, days, expected) => {
    expect(addDays(ymd, days)).toBe(expected);
  });

  it('formats and parses back any real date, and agrees with Date on the weekday', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01'), max: new Date('2999-12-31'), noInvalidDate: true }),
        (d) => {
          const ymd = d.toISOString().slice(0, 10);
          expect(formatYmd(parseYmd(ymd))).toBe(ymd);
          expect(dayOfWeek(ymd)).toBe(d.getUTCDay());
        },
      ),
    );
  });
});
