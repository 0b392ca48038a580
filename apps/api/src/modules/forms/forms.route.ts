import { formsOperations } from '@store/contract';
import { REQUIREMENT_FORM_SUCCESS } from '@store/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { requestedCity } from '../../http/city-context';
import { optionalUser } from '../../http/current-user';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { resolveCity } from '../cities';
import { type Sender, saveRequirement, sendContactMessage, sendSiteFeedback } from './forms.service';

/** Site feedback, contact messages and the requirement form: stored for the operators. */
export function formsRoutes({ app, db, clock }: AppContext): void {
  async function sender(request: FastifyRequest): Promise<Sender> {
    const now = clock();
    const user = await optionalUser(db, request, now);
    const city = await resolveCity(db, requestedCity(request));
    return { ip: request.ip, userId: user?.userId ?? null, cityId: city.id, now };
  }

  route(app, formsOperations.siteFeedback, async (request) =>
    ok(await sendSiteFeedback(db, request.body, await sender(request)), 'Thank you for your feedback.'),
  );

  route(app, formsOperations.contactUs, async (request) =>
    ok(
      await sendContactMessage(db, request.body, await sender(request)),
      'Thank you. We will get back to you within a working day.',
    ),
  );

  route(app, formsOperations.saveRequirement, async (request) =>
    ok(await saveRequirement(db, request.body, await sender(request)), REQUIREMENT_FORM_SUCCESS),
  );
}
