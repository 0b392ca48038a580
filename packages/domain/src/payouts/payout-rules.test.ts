import { describe, expect, it } from 'vitest';
import { commissionPercent, markPaidRefusal, orderShare, payoutWeekOf, refundTakeBack } from './payout-rules';

describe('the commission the store keeps of an order', () => {
  it.each([
    [{ experience: 10, vendor: 25 }, 10],
    [{ experience: 0, vendor: 25 }, 0],
    [{ experience: null, vendor: 25 }, 25],
    [{ experience: null, vendor: 0 }, 0],
    [{ experience: null, vendor: null }, 20],
    [{ experience: null, vendor: null, fallback: 15 }, 15],
  ])('%o keeps %s%%: the experience before the vendor before the default', (set, percent) => {
    expect(commissionPercent(set)).toBe(percent);
  });
});

describe("a vendor's share of a completed order", () => {
  it.each([
    // amount (experience + customizations + delivery), delivery, percent -> base, commission, share
    [{ amount: 2297, deliveryCharges: 99 }, 20, { base: 2198, commission: 439, share: 1759 }],
    [{ amount: 2297, deliveryCharges: 0 }, 20, { base: 2297, commission: 459, share: 1838 }],
    [{ amount: 1000, deliveryCharges: 0 }, 0, { base: 1000, commission: 0, share: 1000 }],
    [{ amount: 1000, deliveryCharges: 0 }, 100, { base: 1000, commission: 1000, share: 0 }],
    [{ amount: 999, deliveryCharges: 0 }, 15, { base: 999, commission: 149, share: 850 }],
    [{ amount: 50, deliveryCharges: 99 }, 20, { base: 0, commission: 0, share: 0 }],
  ])('%o at %s%%: %o (commission rounded down)', (order, percent, expected) => {
    expect(orderShare(order, percent)).toEqual({ ...expected, percent });
  });

  it.each([
    // refunded, percent, share left -> the line's share
    [500, 20, 1759, -400],
    [999, 15, 1000, -850],
    [2198, 20, 1759, -1759],
    [5000, 20, 1759, -1759],
    [100, 20, 0, 0],
  ])('a refund of %s at %s%% with %s left takes back %s', (refunded, percent, left, share) => {
    expect(refundTakeBack(refunded, percent, left).share).toBe(share === 0 ? -0 : share);
  });
});

describe('payout weeks, Monday to Sunday in India', () => {
  it.each([
    ['2026-11-30T00:00:00+05:30', '2026-11-30'], // Monday's first minute
    ['2026-11-29T23:59:00+05:30', '2026-11-23'], // Sunday's last minute
    ['2026-11-29T18:29:00Z', '2026-11-23'], // still Sunday in India
    ['2026-11-29T18:31:00Z', '2026-11-30'], // already Monday in India, Sunday in London
    ['2026-12-04T10:00:00+05:30', '2026-11-30'],
    ['2027-01-01T10:00:00+05:30', '2026-12-28'], // across the year
  ])('%s falls in the week of %s', (instant, monday) => {
    expect(payoutWeekOf(new Date(instant))).toBe(monday);
  });
});

describe('marking a statement paid', () => {
  it.each([
    [{ paid: false, total: 1759 }, null],
    [{ paid: false, total: 0 }, null],
    [{ paid: true, total: 1759 }, 'PAYOUT_ALREADY_PAID'],
    [{ paid: false, total: -400 }, 'PAYOUT_NEGATIVE_TOTAL'],
  ])('%o: %s', (statement, refusal) => {
    expect(markPaidRefusal(statement)).toBe(refusal);
  });
});
