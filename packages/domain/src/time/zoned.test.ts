import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error';
import { ymdInZone, zonedDateTimeToInstant, zonedParts } from './zoned';

describe('zonedDateTimeToInstant', () => {
  it.each([
    ['2025-03-10', '18:30', 'Asia/Kolkata', '2025-03-10T13:00:00.000Z'],
    ['2025-03-10', '00:00', 'Asia/Kolkata', '2025-03-09T18:30:00.000Z'],
    ['2025-03-10', '05:29:59', 'Asia/Kolkata', '2025-03-09T23:59:59.000Z'],
    ['2025-03-10', '12:00', 'UTC', '2025-03-10T12:00:00.000Z'],
    ['2025-03-10', '09:45', 'Asia/Kathmandu', '2025-03-10T04:00:00.000Z'],
    ['2025-07-01', '12:00', 'Europe/London', '2025-07-01T11:00:00.000Z'],
    ['2025-01-01', '12:00', 'Europe/London', '2025-01-01T12:00:00.000Z'],
    ['2024-03-10', '02:30', 'America/New_York', '2024-03-10T07:30:00.000Z'],
    ['2024-11-03', '01:30', 'America/New_York', '2024-11-03T05:30:00.000Z'],
  ])('%s %s in %s is %s', (date, time, zone, iso) => {
    expect(zonedDateTimeToInstant(date, time, zone).toISOString()).toBe(iso);
  });

  it.each([
    ['2025-02-30', '10:00', 'Asia/Kolkata', 'date'],
    ['2025-03-10', '25:00', 'Asia/Kolkata', 'time'],
    ['2025-03-10', '10:00', 'Mars/Olympus', 'timeZone'],
  ])('rejects %s %s %s naming %s', (date, time, zone, field) => {
    try {
      zonedDateTimeToInstant(date, time, zone);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).fields).toHaveProperty([field]);
    }
  });

  it('shows the same wall clock again in the zone (Asia/Kolkata is 5:30 ahead all year)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        (day, hour, minute) => {
          const ymd = day.toISOString().slice(0, 10);
          const hhmm = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
          const instant = zonedDateTimeToInstant(ymd, hhmm, 'Asia/Kolkata');
          const wall = Date.parse(`${ymd}T${hhmm}:00.000Z`);
          expect(instant.getTime()).toBe(wall - 330 * 60_000);
          expect(ymdInZone(instant, 'Asia/Kolkata')).toBe(ymd);
          expect(zonedParts(instant, 'Asia/Kolkata')).toMatchObject({ hour, minute, second: 0 });
        },
      ),
    );
  });
});

describe('ymdInZone', () => {
  it.each([
    ['2025-03-09T18:29:59.000Z', 'Asia/Kolkata', '2025-03-09'],
    ['2025-03-09T18:30:00.000Z', 'Asia/Kolkata', '2025-03-10'],
    ['2025-03-09T18:30:00.000Z', 'UTC', '2025-03-09'],
  ])('%s in %s is %s', (iso, zone, ymd) => {
    expect(ymdInZone(new Date(iso), zone)).toBe(ymd);
  });

  it('rejects an invalid instant', () => {
    expect(() => ymdInZone(new Date(Number.NaN), 'UTC')).toThrow(DomainError);
  });
});
