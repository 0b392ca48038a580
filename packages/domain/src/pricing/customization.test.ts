import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { customizationUnitPrice } from './customization';
import { surgedPrice } from './surge';

describe('customizationUnitPrice', () => {
  it.each([
    [{ price: 500, percent: 0 }, 500],
    [{ price: 500, percent: 10 }, 550],
    [{ price: 500, cityPrice: 700, percent: 0 }, 700],
    [{ price: 500, cityPrice: 700, percent: 10 }, 770],
    [{ price: 500, cityPrice: 0, percent: 10 }, 550],
    [{ price: 500, cityPrice: null, percent: 10 }, 550],
    [{ price: 500, cityPrice: -1, percent: 10 }, 550],
    [{ price: 333, percent: 15 }, 382],
    [{ price: 100, cityPrice: 100, percent: 15 }, 115],
  ])('%o costs %d', (input, expected) => {
    expect(customizationUnitPrice(input)).toBe(expected);
  });

  it('uses the city price exactly when it is above 0', () => {
    fc.assert(
      fc.property(
        fc.nat(100_000),
        fc.integer({ min: -5, max: 100_000 }),
        fc.nat(300),
        (price, cityPrice, percent) => {
          const base = cityPrice > 0 ? cityPrice : price;
          expect(customizationUnitPrice({ price, cityPrice, percent })).toBe(surgedPrice(base, percent));
        },
      ),
    );
  });
});
