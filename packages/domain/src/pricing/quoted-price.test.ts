import { describe, expect, it } from 'vitest';
import { assertQuotedPrice } from './quoted-price';

describe('assertQuotedPrice', () => {
  it('accepts the price the server makes', () => {
    expect(() => assertQuotedPrice(2297, 2297, 'booking')).not.toThrow();
  });

  it.each([
    [2297, 1999, 'booking', 'The price is now ₹2,297, not ₹1,999. Please review your booking.'],
    [0, 10, 'add-ons', 'The price is now ₹0, not ₹10. Please review your add-ons.'],
  ] as const)('refuses Rs %i quoted as Rs %i, naming the amount', (server, quoted, what, message) => {
    expect(() => assertQuotedPrice(server, quoted, what)).toThrow(
      expect.objectContaining({ code: 'VALIDATION_FAILED', message, fields: { amount: message } }),
    );
  });
});
