import { describe, expect, it } from 'vitest';
import { filterParams, isFiltered, isPriceBand, isRatingFloor, NO_FILTERS, PRICE_BANDS } from './filters';

describe('filterParams', () => {
  it.each([
    [NO_FILTERS, {}],
    [{ ...NO_FILTERS, price: 'UNDER_2000' }, { max_price: '1999' }],
    [
      { ...NO_FILTERS, price: 'FROM_2000_TO_4999' },
      { min_price: '2000', max_price: '4999' },
    ],
    [{ ...NO_FILTERS, price: 'FROM_10000' }, { min_price: '10000' }],
    [{ ...NO_FILTERS, rating: 'FOUR_AND_UP' }, { min_rating: '4' }],
    [{ ...NO_FILTERS, rating: 'THREE_AND_UP' }, { min_rating: '3' }],
    [{ ...NO_FILTERS, occasion: 'proposal' }, { occasion: 'proposal' }],
    [
      { price: 'FROM_5000_TO_9999', rating: 'FOUR_AND_UP', occasion: 'birthday-surprises' },
      { min_price: '5000', max_price: '9999', min_rating: '4', occasion: 'birthday-surprises' },
    ],
  ] as const)('%o asks for %o', (filters, expected) => {
    expect(filterParams(filters)).toEqual(expected);
  });

  it('puts every whole-rupee price from 0 to 20,000 in exactly one band', () => {
    const bands = Object.entries(PRICE_BANDS).filter(([name]) => name !== 'ANY');
    for (let price = 0; price <= 20_000; price += 1) {
      const holding = bands.filter(
        ([, b]) => ('min' in b ? b.min : 0) <= price && price <= ('max' in b ? b.max : Infinity),
      );
      expect(holding, `₹${price}`).toHaveLength(1);
    }
  });
});

describe('isFiltered, isPriceBand, isRatingFloor', () => {
  it.each([
    [NO_FILTERS, false],
    [{ ...NO_FILTERS, price: 'FROM_10000' }, true],
    [{ ...NO_FILTERS, rating: 'THREE_AND_UP' }, true],
    [{ ...NO_FILTERS, occasion: 'proposal' }, true],
  ] as const)('%o is filtered: %s', (filters, expected) => {
    expect(isFiltered(filters)).toBe(expected);
  });

  it('knows the bands and floors by name only', () => {
    expect(isPriceBand('UNDER_2000')).toBe(true);
    expect(isPriceBand('toString')).toBe(false);
    expect(isPriceBand('under_2000')).toBe(false);
    expect(isRatingFloor('FOUR_AND_UP')).toBe(true);
    expect(isRatingFloor('4')).toBe(false);
  });
});
