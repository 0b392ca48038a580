import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error';
import { type OrderAmountInput, orderAmount } from './order-amount';

const base: OrderAmountInput = { experiencePrice: 1000, quantity: 1, deliveryCharges: 0, customizations: [] };

describe('orderAmount', () => {
  it.each([
    [base, 1000],
    [{ ...base, quantity: 3 }, 3000],
    [{ ...base, deliveryCharges: 99 }, 1099],
    [{ ...base, quantity: 2, deliveryCharges: 50 }, 2050],
    [
      {
        ...base,
        quantity: 2,
        deliveryCharges: 49,
        customizations: [
          { unitPrice: 250, quantity: 2 },
          { unitPrice: 15, quantity: 7 },
        ],
      },
      2654,
    ],
    [{ ...base, experiencePrice: 0, customizations: [{ unitPrice: 10, quantity: 0 }] }, 0],
  ])('%o totals %d', (input, expected) => {
    expect(orderAmount(input)).toBe(expected);
  });

  it.each([
    [{ ...base, experiencePrice: -1 }, 'experiencePrice'],
    [{ ...base, experiencePrice: 10.5 }, 'experiencePrice'],
    [{ ...base, quantity: 0 }, 'quantity'],
    [{ ...base, quantity: 1.5 }, 'quantity'],
    [{ ...base, deliveryCharges: -1 }, 'deliveryCharges'],
    [{ ...base, deliveryCharges: Number.NaN }, 'deliveryCharges'],
    [{ ...base, customizations: [{ unitPrice: -5, quantity: 1 }] }, 'customizations.0.unitPrice'],
    [
      {
        ...base,
        customizations: [
          { unitPrice: 5, quantity: 1 },
          { unitPrice: 5, quantity: -1 },
        ],
      },
      'customizations.1.quantity',
    ],
    [{ ...base, experiencePrice: Number.MAX_SAFE_INTEGER, quantity: 2 }, 'amount'],
  ])('rejects %o naming %s', (input, field) => {
    expect(() => orderAmount(input)).toThrow(DomainError);
    try {
      orderAmount(input);
    } catch (error) {
      expect((error as DomainError).fields).toHaveProperty([field]);
    }
  });

  it('equals the sum of its parts and is an integer', () => {
    const line = fc.record({ unitPrice: fc.nat(50_000), quantity: fc.nat(20) });
    fc.assert(
      fc.property(
        fc.nat(200_000),
        fc.integer({ min: 1, max: 50 }),
        fc.nat(2_000),
        fc.array(line, { maxLength: 8 }),
        (experiencePrice, quantity, deliveryCharges, customizations) => {
          const total = orderAmount({ experiencePrice, quantity, deliveryCharges, customizations });
          const extras = customizations.reduce((sum, c) => sum + c.unitPrice * c.quantity, 0);
          expect(Number.isInteger(total)).toBe(true);
          expect(total).toBe(experiencePrice * quantity + deliveryCharges + extras);
          expect(total).toBeGreaterThanOrEqual(experiencePrice * quantity);
        },
      ),
    );
  });
});
