import { describe, expect, it } from 'vitest';
import { isDomainError } from '../errors/domain-error';
import {
  assertCapacityCovers,
  assertNoSurgeOverlap,
  patternDates,
  surgeDates,
  weekdayNames,
} from './availability';
import { assertCouponTerms } from './coupon-terms';

const fieldsOf = (f: () => void) => {
  try {
    f();
  } catch (e) {
    if (isDomainError(e)) return { code: e.code, status: e.status, fields: Object.keys(e.fields ?? {}) };
    throw e;
  }
  return null;
};

describe('the dates a weekly pattern opens', () => {
  it.each([
    // 2026-12-01 is a Tuesday.
    [{ startsOn: '2026-12-01', weeks: 1, weekdays: [0, 1, 2, 3, 4, 5, 6] }, 7, '2026-12-01', '2026-12-07'],
    [{ startsOn: '2026-12-01', weeks: 2, weekdays: [6] }, 2, '2026-12-05', '2026-12-12'],
    [{ startsOn: '2026-12-01', weeks: 1, weekdays: [2] }, 1, '2026-12-01', '2026-12-01'],
    [{ startsOn: '2026-12-28', weeks: 1, weekdays: [4] }, 1, '2026-12-31', '2026-12-31'],
    [{ startsOn: '2026-12-01', weeks: 3, weekdays: [] }, 0, undefined, undefined],
  ])('%j: %i dates, %s to %s', (pattern, count, first, last) => {
    const dates = patternDates(pattern);
    expect(dates).toHaveLength(count);
    expect(dates[0]).toBe(first);
    expect(dates.at(-1)).toBe(last);
  });

  it('names weekdays in order', () => {
    expect(weekdayNames([5, 1, 3])).toBe('Mon, Wed, Fri');
  });
});

describe('the rules of availability', () => {
  it.each([
    [{ capacity: 5, booked: 3, label: 's' }, null],
    [{ capacity: 3, booked: 3, label: 's' }, null],
    [
      { capacity: 2, booked: 3, label: 's' },
      { code: 'CAPACITY_BELOW_BOOKED', status: 409, fields: ['capacity'] },
    ],
  ])('capacity %j: %j', (slot, refusal) => {
    expect(fieldsOf(() => assertCapacityCovers(slot))).toEqual(refusal);
  });

  it.each([
    ['2026-12-24', '2026-12-26', 3, null],
    ['2026-12-24', '2026-12-24', 1, null],
    ['2026-12-31', '2027-01-01', 2, null],
    ['2026-12-26', '2026-12-24', 0, { code: 'VALIDATION_FAILED', status: 400, fields: ['date_to'] }],
    ['2026-12-01', '2027-03-01', 0, { code: 'VALIDATION_FAILED', status: 400, fields: ['date_to'] }],
  ])('a surge %s to %s covers %i dates (%j)', (from, to, count, refusal) => {
    expect(fieldsOf(() => expect(surgeDates(from, to)).toHaveLength(count))).toEqual(refusal);
  });

  it('refuses a surge over dates already surged (409 naming date_from)', () => {
    expect(fieldsOf(() => assertNoSurgeOverlap([]))).toBeNull();
    expect(fieldsOf(() => assertNoSurgeOverlap(['2026-12-25']))).toEqual({
      code: 'SURGE_OVERLAP',
      status: 409,
      fields: ['date_from'],
    });
  });
});

describe("a coupon's terms", () => {
  const from = new Date('2026-12-01T00:00:00Z');
  const later = new Date('2026-12-31T00:00:00Z');
  it.each([
    [{ kind: 'flat', value: 300, validFrom: from, validUntil: later }, null],
    [{ kind: 'percent', value: 100, validFrom: from, validUntil: later }, null],
    [
      { kind: 'percent', value: 101, validFrom: from, validUntil: later },
      { code: 'VALIDATION_FAILED', status: 400, fields: ['value'] },
    ],
    [
      { kind: 'flat', value: 300, validFrom: later, validUntil: from },
      { code: 'VALIDATION_FAILED', status: 400, fields: ['valid_until'] },
    ],
    [
      { kind: 'flat', value: 300, validFrom: from, validUntil: from },
      { code: 'VALIDATION_FAILED', status: 400, fields: ['valid_until'] },
    ],
  ] as const)('%j: %j', (terms, refusal) => {
    expect(fieldsOf(() => assertCouponTerms(terms))).toEqual(refusal);
  });
});
