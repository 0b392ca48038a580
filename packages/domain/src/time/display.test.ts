import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error';
import { formatDisplayDate, formatDisplayDateTime, timeAgo } from './display';

describe('formatDisplayDate', () => {
  it.each([
    ['2026-12-01T06:30:00Z', 'Asia/Kolkata', 'Tue, 1 Dec 2026'],
    // 20:00 UTC is already the next day in India.
    ['2026-11-30T20:00:00Z', 'Asia/Kolkata', 'Tue, 1 Dec 2026'],
    ['2026-11-30T20:00:00Z', 'UTC', 'Mon, 30 Nov 2026'],
    ['2027-01-03T00:00:00Z', 'UTC', 'Sun, 3 Jan 2027'],
    ['2026-05-16T12:00:00Z', 'Asia/Kolkata', 'Sat, 16 May 2026'],
  ])('%s in %s -> %s', (instant, zone, expected) => {
    expect(formatDisplayDate(instant, zone)).toBe(expected);
    expect(formatDisplayDate(new Date(instant), zone)).toBe(expected);
  });

  it('rejects an invalid date', () => {
    expect(() => formatDisplayDate('yesterday', 'Asia/Kolkata')).toThrow(DomainError);
  });
});

describe('formatDisplayDateTime', () => {
  it.each([
    ['2026-12-01T13:00:00Z', 'Asia/Kolkata', 'Tue, 1 Dec 2026, 6:30 PM'],
    ['2026-11-30T18:30:00Z', 'Asia/Kolkata', 'Tue, 1 Dec 2026, 12:00 AM'],
    ['2026-12-01T06:35:00Z', 'Asia/Kolkata', 'Tue, 1 Dec 2026, 12:05 PM'],
    ['2026-12-01T03:39:00Z', 'UTC', 'Tue, 1 Dec 2026, 3:39 AM'],
  ])('%s in %s -> %s', (instant, zone, expected) => {
    expect(formatDisplayDateTime(instant, zone)).toBe(expected);
  });
});

describe('timeAgo', () => {
  it.each([
    [0, 'just now'],
    [-3, 'just now'],
    [Number.NaN, 'just now'],
    [1, '1 minute ago'],
    [12, '12 minutes ago'],
    [59, '59 minutes ago'],
    [60, '1 hour ago'],
    [150, '2 hours ago'],
    [1439, '23 hours ago'],
    [1440, '1 day ago'],
    [4 * 1440 + 5, '4 days ago'],
  ])('%s minutes -> %s', (minutes, expected) => {
    expect(timeAgo(minutes)).toBe(expected);
  });
});
