import { describe, expect, it } from 'vitest';
import { assertPriceQuotable } from './price-on-request';

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
