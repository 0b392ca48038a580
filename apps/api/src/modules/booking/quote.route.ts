import { bookingOperations } from '@store/contract';
import type { AppContext } from '../../app-context';
import { requestedCity } from '../../http/city-context';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { resolveCity } from '../cities';
import { quoteDraft } from './quote.service';

export function quoteRoutes({ app, db, clock }: AppContext): void {
  route(app, bookingOperations.quote, async (request) => {
    const city = await resolveCity(db, requestedCity(request));
    return ok(await quoteDraft(db, request.body, city, clock()));
  });
}
