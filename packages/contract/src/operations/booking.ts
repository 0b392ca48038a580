import { bookingDraft, bookingQuote } from '../booking';
import { successEnvelope } from '../envelope';
import { declareOperations } from '../operation';

/** The operations of apps/api/src/modules/booking, each declared once: the API registers them, the clients call them. */
export const bookingOperations = declareOperations({
  quote: {
    method: 'POST',
    path: '/v5/booking/quote',
    access: 'public',
    tags: ['booking'],
    summary: "The server's price of a booking draft for the CITY header, every rule checked",
    body: bookingDraft,
    replies: { 200: successEnvelope(bookingQuote) },
    errors: [
      'BOOKING_CLOSED',
      'NOT_FOUND',
      'PINCODE_CITY_MISMATCH',
      'PINCODE_NOT_SERVICEABLE',
      'PRICE_ON_REQUEST',
      'RATE_LIMITED',
      'SLOT_FULL',
      'UNKNOWN_CITY',
    ],
  },
});
