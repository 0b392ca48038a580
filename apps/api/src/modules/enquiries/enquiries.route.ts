import { enquiriesOperations } from '@store/contract';
import type { AppContext } from '../../app-context';
import { requestedCity } from '../../http/city-context';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { resolveCity } from '../cities';
import { createEnquiry } from './enquiries.service';

export function enquiriesRoutes({ app, db, clock }: AppContext): void {
  route(app, enquiriesOperations.enquire, async (request) => {
    const city = await resolveCity(db, requestedCity(request));
    const receipt = await createEnquiry(db, request.body, { city, ip: request.ip, now: clock() });
    return ok(receipt, 'Soon our agent will connect with you');
  });
}
