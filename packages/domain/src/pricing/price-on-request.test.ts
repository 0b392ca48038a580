import { describe, expect, it } from 'vitest';
import { formatInr } from '../format/inr';
import { assertPriceQuotable, shownPrice } from './price-on-request';

describe('the price shown', () => {
  it.each([
    [false, formatInr(14999)],
    [true, 'Price on request'],
  ])('priced on request %s: %s', (onRequest, shown) => {
    expect(shownPrice({ price: 14999, price_on_request: onRequest })).toBe(shown);
  });
});

describe('price on request', () => {
  it.each([
    [false, true],
    [true, false],
  ])('priced on request %s: quoted %s', (priceOnRequest, quoted) => {
    const check = () => assertPriceQuotable({ name: 'Party Planning', priceOnRequest });
    if (quoted) expect(check).not.toThrow();
    else
      expect(check).toThrow(
        expect.objectContaining({
          code: 'PRICE_ON_REQUEST',
          status: 400,
          fields: { experience_id: 'Party Planning is priced on request. Please send an enquiry instead.' },
        }),
      );
  });
});
