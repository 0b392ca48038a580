import { enquiryBody, enquiryReceipt, successEnvelope } from '@store/contract';
import type { AppContext } from '../../app-context';
import { requestedCity } from '../../http/city-context';
import { ok } from '../../http/envelope';
import { resolveCity } from '../cities';
import { createEnquiry } from './enquiries.service';

export function enquiriesRoutes({ app, db, clock }: AppContext): void {
  app.post(
    '/v5/enquire-now',
    {
      schema: {
        tags: ['booking'],
        summary:
          'A group-booking enquiry for the CITY; an agent calls back. Rate limited: 429 over the limit',
        body: enquiryBody,
        response: { 200: successEnvelope(enquiryReceipt) },
      },
    },
    async (request) => {
      const city = await resolveCity(db, requestedCity(request));
      const receipt = await createEnquiry(db, request.body, { city, ip: request.ip, now: clock() });
      return ok(receipt, 'Soon our agent will connect with you');
    },
  );
}
