import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error';
import { isBookingOpen } from './booking-window';

const now = new Date('2025-03-10T06:30:00.000Z');
const inHours = (hours: number) => new Date(now.getTime() + hours * 3_600_000);

describe('isBookingOpen', () => {
  it.each([
    ['no slot date', undefined, 24, true],
    ['null slot date', null, 24, true],
    ['no min_hours', inHours(1), undefined, true],
    ['null min_hours', inHours(-5), null, true],
    ['25 h ahead, min 24', inHours(25), 24, true],
    ['24 h 1 min ahead, min 24', inHours(24 + 1 / 60), 24, true],
    ['exactly 24 h ahead, min 24', inHours(24), 24, false],
    ['23.5 h ahead, min 24', inHours(23.5), 24, false],
    ['past slot, min 2', inHours(-1), 2, false],
    ['1 minute ahead, min 0', inHours(1 / 60), 0, true],
    ['now, min 0', inHours(0), 0, false],
    ['2.5 h ahead, min 2.25', inHours(2.5), 2.25, true],
  ])('%s -> %s', (_label, slotStart, minHours, expected) => {
    expect(isBookingOpen({ slotStart, minHours, now })).toBe(expected);
  });

  it('rejects an invalid date', () => {
    expect(() => isBookingOpen({ slotStart: new Date('nope'), minHours: 2, now })).toThrow(DomainError);
  });

  it('is open exactly when more than min_hours remain', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.integer({ min: 0, max: 240 }),
        (offsetMs, minHours) => {
          const slotStart = new Date(now.getTime() + offsetMs);
          expect(isBookingOpen({ slotStart, minHours, now })).toBe(offsetMs > minHours * 3_600_000);
        },
      ),
    );
  });

  it('once closed, stays closed as the clock moves on', () => {
    fc.assert(
      fc.property(fc.nat(1e9), fc.nat(1e9), fc.integer({ min: 0, max: 72 }), (a, b, minHours) => {
        const slotStart = inHours(48);
        const [early, late] = a <= b ? [a, b] : [b, a];
        const openEarly = isBookingOpen({ slotStart, minHours, now: new Date(now.getTime() + early) });
        const openLate = isBookingOpen({ slotStart, minHours, now: new Date(now.getTime() + late) });
        if (openLate) expect(openEarly).toBe(true);
      }),
    );
  });
});
