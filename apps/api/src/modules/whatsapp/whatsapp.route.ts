import { successEnvelope, whatsappOptIn, whatsappOptInBody } from '@store/contract';
import type { AppContext } from '../../app-context';
import { authorize, authorizedUser, SIGNED_IN } from '../../http/current-user';
import { ok } from '../../http/envelope';
import { setWhatsappOptIn } from './whatsapp.service';

export function whatsappRoutes({ app, db, clock }: AppContext): void {
  app.post(
    '/v2/add-whatsapp-user',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Booking updates on WhatsApp: a customer opts in or out for themselves, an agent for a customer',
        body: whatsappOptInBody,
        response: { 200: successEnvelope(whatsappOptIn) },
      },
      preValidation: authorize(db, clock, SIGNED_IN),
    },
    async (request) => {
      const stored = await setWhatsappOptIn(db, authorizedUser(request), request.body, clock());
      return ok(stored, stored.checked ? 'WhatsApp updates turned on.' : 'WhatsApp updates turned off.');
    },
  );
}
