import { bookingDraft, bookingQuote, successEnvelope } from '@store/contract';
import type { AppContext } from '../../app-context';
import { requestedCity } from '../../http/city-context';
import { ok } from '../../http/envelope';
import { resolveCity } from '../cities';
import { quoteDraft } from './quote.service';

export function quoteRoutes({ app, db, clock }: AppContext): void {
  app.post(
    '/v5/booking/quote',
    {
      schema: {
        tags: ['booking'],
        summary: "The server's price of a booking draft for the CITY header, every rule checked",
        body: bookingDraft,
        response: { 200: successEnvelope(bookingQuote) },
      },
    },
    async (request) => {
      const city = await resolveCity(db, requestedCity(request));
      return ok(await quoteDraft(db, request.body, city, clock()));
    },
  );
}
