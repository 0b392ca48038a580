import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Coupon,
  type CouponUse,
  checkoutTotal,
  couponDiscount,
  couponLimitRefusal,
  couponRefusal,
  couponRefusalWithHolds,
  isCouponListed,
  walletUse,
} from './coupon-rules';

const NOW = new Date('2026-12-01T04:30:00Z');
const COUPON: Coupon = {
  code: 'WELCOME10',
  kind: 'percent',
  value: 10,
  maxDiscount: 500,
  minOrder: 999,
  validFrom: new Date('2026-01-01T00:00:00Z'),
  validUntil: new Date('2027-01-01T00:00:00Z'),
  totalLimit: 100,
  perUserLimit: 1,
  cityId: null,
  experienceId: null,
  ownerId: null,
};
const USE: CouponUse = {
  amount: 2000,
  cityId: 1,
  experienceId: 14,
  userId: 2,
  usedByUser: 0,
  usedInAll: 0,
  now: NOW,
};

describe('couponDiscount', () => {
  it.each<[string, Pick<Coupon, 'kind' | 'value' | 'maxDiscount'>, number, number]>([
    ['10% of 2000', { kind: 'percent', value: 10, maxDiscount: 500 }, 2000, 200],
    ['10% capped at 500', { kind: 'percent', value: 10, maxDiscount: 500 }, 9999, 500],
    ['10% of 1999 rounds down', { kind: 'percent', value: 10, maxDiscount: null }, 1999, 199],
    ['flat 300', { kind: 'flat', value: 300, maxDiscount: null }, 2000, 300],
    ['flat 300 on 250 takes 250', { kind: 'flat', value: 300, maxDiscount: null }, 250, 250],
  ])('%s', (_, coupon, amount, discount) => {
    expect(couponDiscount(coupon, amount)).toBe(discount);
  });

  it('never takes more than the amount, nor below zero', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<'flat' | 'percent'>('flat', 'percent'),
        fc.integer({ min: 0, max: 100 }),
        fc.option(fc.integer({ min: 0, max: 5000 }), { nil: null }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (kind, value, maxDiscount, amount) => {
          const d = couponDiscount({ kind, value, maxDiscount }, amount);
          return Number.isInteger(d) && d >= 0 && d <= amount;
        },
      ),
    );
  });
});

describe('couponRefusal', () => {
  it.each<[string, Partial<Coupon>, Partial<CouponUse>, string | null]>([
    ['a usable coupon', {}, {}, null],
    ['before it starts', { validFrom: new Date('2026-12-02T00:00:00Z') }, {}, 'WELCOME10 is not active yet.'],
    ['at its end', { validUntil: NOW }, {}, 'WELCOME10 has expired.'],
    ['another city', { cityId: 2 }, {}, 'WELCOME10 is not valid in this city.'],
    ['another experience', { experienceId: 3 }, {}, 'WELCOME10 is not valid for this experience.'],
    ['a small order', {}, { amount: 998 }, 'WELCOME10 needs an order of at least ₹999.'],
    ['used by this customer', {}, { usedByUser: 1 }, 'You have already used WELCOME10.'],
    ['used up', {}, { usedInAll: 100 }, 'WELCOME10 has been fully used.'],
    ["another customer's voucher", { ownerId: 7 }, {}, 'WELCOME10 is not valid.'],
    ['their own voucher', { ownerId: 2 }, {}, null],
  ])('%s', (_, coupon, use, refusal) => {
    expect(couponRefusal({ ...COUPON, ...coupon }, { ...USE, ...use })).toBe(refusal);
  });
});

describe('isCouponListed', () => {
  it.each<[string, Partial<Coupon>, boolean]>([
    ['of every city, within its dates', {}, true],
    ['of this city', { cityId: 1 }, true],
    ['of another city', { cityId: 2 }, false],
    ['not started yet', { validFrom: new Date('2026-12-02T00:00:00Z') }, false],
    ['ended', { validUntil: NOW }, false],
    ['for another experience (listed, with its reason)', { experienceId: 99 }, true],
  ])('a coupon %s: listed %s', (_, change, listed) => {
    expect(isCouponListed({ ...COUPON, ...change }, { cityId: 1, now: NOW })).toBe(listed);
  });
});

describe('walletUse', () => {
  it.each([
    [500, 2000, 500],
    [5000, 2000, 2000],
    [0, 2000, 0],
    [500, 0, 0],
  ])('balance %i on %i pays %i', (balance, payable, used) => {
    expect(walletUse(balance, payable)).toBe(used);
  });
});

describe('checkoutTotal', () => {
  it.each([
    ['no coupon, no wallet', 2297, 0, 500, false, { discount: 0, cashUsed: 0, payable: 2297 }],
    ['the wallet pays part', 2297, 300, 500, true, { discount: 300, cashUsed: 500, payable: 1497 }],
    [
      'the wallet pays all and keeps the rest',
      800,
      100,
      1000,
      true,
      { discount: 100, cashUsed: 700, payable: 0 },
    ],
    [
      'a discount above the amount takes it to zero, never below',
      200,
      300,
      500,
      true,
      { discount: 200, cashUsed: 0, payable: 0 },
    ],
    ['an empty wallet changes nothing', 999, 0, 0, true, { discount: 0, cashUsed: 0, payable: 999 }],
  ])('%s', (_, amount, discount, balance, useWallet, expected) => {
    expect(checkoutTotal(amount, discount, balance, useWallet)).toEqual(expected);
  });

  it('adds up for any input: payable + discount + wallet = amount', () => {
    fc.assert(
      fc.property(
        fc.nat(100_000),
        fc.nat(100_000),
        fc.nat(100_000),
        fc.boolean(),
        (amount, discount, balance, use) => {
          const t = checkoutTotal(amount, discount, balance, use);
          return t.payable + t.discount + t.cashUsed === amount && t.payable >= 0 && t.cashUsed <= balance;
        },
      ),
    );
  });
});

describe('couponRefusalWithHolds: uses only held by unpaid orders', () => {
  const until = new Date('2026-12-01T04:45:00Z');
  const other = { orderId: 12, until, releasable: false };
  const same = { orderId: 13, until, releasable: true };
  const used = { ...USE, usedByUser: 1, usedInAll: 1 };
  it.each<[string, CouponUse, { orderId: number; until: Date; releasable: boolean }[], string | null]>([
    ['no holds, unused: usable', USE, [], null],
    ['used by a paid order: already used', used, [], 'You have already used WELCOME10.'],
    ['held by the order this booking replaces: usable', used, [same], null],
    [
      'held by another unpaid order: says which and until when',
      used,
      [other],
      'WELCOME10 is held by your unpaid order #12 until Tue, 1 Dec 2026, 10:15 AM. Pay for that order, or book this one to release it.',
    ],
    [
      'used by a paid order and held by another: already used',
      { ...USE, usedByUser: 2, usedInAll: 2 },
      [other],
      'You have already used WELCOME10.',
    ],
    [
      'an unrelated refusal stays',
      { ...used, amount: 10 },
      [other],
      'WELCOME10 needs an order of at least ₹999.',
    ],
  ])('%s', (_, use, holds, expected) => {
    expect(couponRefusalWithHolds(COUPON, use, holds, 'Asia/Kolkata')).toBe(expected);
  });
});

describe('couponLimitRefusal', () => {
  const limits = { code: 'WELCOME10', perUserLimit: 1, totalLimit: 2 };
  it.each([
    [0, 0, null],
    [1, 1, 'You have already used WELCOME10.'],
    [0, 2, 'WELCOME10 has been fully used.'],
  ])('used %i by the customer, %i in all → %s', (usedByUser, usedInAll, refusal) => {
    expect(couponLimitRefusal(limits, { usedByUser, usedInAll })).toBe(refusal);
  });

  it('has no total limit when it is null', () => {
    expect(
      couponLimitRefusal({ ...limits, totalLimit: null }, { usedByUser: 0, usedInAll: 10_000 }),
    ).toBeNull();
  });
});
