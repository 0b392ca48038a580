import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error';
import { assertOfflineBookingAllowed, assertUnpaidHoldRoom, PLACEMENT_DEFAULTS } from './placement-limits';

describe('unpaid holds a customer may have at once', () => {
  it.each([
    [0, 3, true],
    [2, 3, true],
    [3, 3, false],
    [5, 3, false],
    [0, 1, true],
    [1, 1, false],
  ])('%i open of at most %i: room %s', (open, limit, room) => {
    const check = () => assertUnpaidHoldRoom({ open, limit });
    if (room) expect(check).not.toThrow();
    else expect(check).toThrow(DomainError);
  });

  it('refuses with a 409 whose code names the limit and says how many wait', () => {
    try {
      assertUnpaidHoldRoom({ open: 1, limit: 1 });
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ code: 'UNPAID_HOLDS_LIMIT', status: 409 });
      expect((error as Error).message).toMatch(/^You have 1 booking waiting for payment or confirmation/);
    }
  });

  it('defaults above what a customer needs: a few holds, many placements per network', () => {
    expect(PLACEMENT_DEFAULTS.unpaidHolds).toBeGreaterThanOrEqual(2);
    expect(PLACEMENT_DEFAULTS.perAddress).toBeGreaterThan(PLACEMENT_DEFAULTS.perUser);
  });
});

describe('booking offline (now, confirmed later)', () => {
  it.each([
    [true, false, true],
    [true, true, true],
    [false, true, true],
    [false, false, false],
  ])(
    'allowed by the experience %s, by an agent for a customer %s: booked %s',
    (allowed, byAgentForCustomer, ok) => {
      const check = () => assertOfflineBookingAllowed({ allowed, byAgentForCustomer });
      if (ok) expect(check).not.toThrow();
      else
        expect(check).toThrow(expect.objectContaining({ code: 'OFFLINE_BOOKING_UNAVAILABLE', status: 400 }));
    },
  );
});
