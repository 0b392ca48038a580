import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkoutTotal } from '../coupons/coupon-rules';
import { amountToPay } from './amount-to-pay';

describe('what the customer has to pay for an order', () => {
  it.each([
    [{ amount: 2297, amountDiscounted: 0, cashUsed: 0 }, 2297],
    [{ amount: 2297, amountDiscounted: 229, cashUsed: 500 }, 1568],
    [{ amount: 2297, amountDiscounted: 297, cashUsed: 2000 }, 0],
  ])('%o: %s', (order, payable) => {
    expect(amountToPay(order)).toBe(payable);
  });

  it('is what checkout charges: the order keeps the discount and wallet money checkout took', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.boolean(),
        (amount, discount, balance, useWallet) => {
          const total = checkoutTotal(amount, discount, balance, useWallet);
          const order = { amount, amountDiscounted: total.discount, cashUsed: total.cashUsed };
          expect(amountToPay(order)).toBe(total.payable);
          expect(total.payable).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
