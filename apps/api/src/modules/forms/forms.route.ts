import {
  contactBody,
  formReceipt,
  requirementBody,
  siteFeedbackBody,
  successEnvelope,
} from '@store/contract';
import { REQUIREMENT_FORM_SUCCESS } from '@store/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { requestedCity } from '../../http/city-context';
import { optionalUser } from '../../http/current-user';
import { ok } from '../../http/envelope';
import { resolveCity } from '../cities';
import { type Sender, saveRequirement, sendContactMessage, sendSiteFeedback } from './forms.service';

const tags = ['forms'];
const limited = 'Rate limited per address: 429 over the limit.';

/** Site feedback, contact messages and the requirement form: stored for the operators. */
export function formsRoutes({ app, db, clock }: AppContext): void {
  async function sender(request: FastifyRequest): Promise<Sender> {
    const now = clock();
    const user = await optionalUser(db, request, now);
    const city = await resolveCity(db, requestedCity(request));
    return { ip: request.ip, userId: user?.userId ?? null, cityId: city.id, now };
  }

  app.post(
    '/v2/feedback',
    {
      schema: {
        tags,
        summary: `What a visitor thinks of the store. ${limited}`,
        body: siteFeedbackBody,
        response: { 200: successEnvelope(formReceipt) },
      },
    },
    async (request) =>
      ok(await sendSiteFeedback(db, request.body, await sender(request)), 'Thank you for your feedback.'),
  );

  app.post(
    '/v2/contact-us',
    {
      schema: {
        tags,
        summary: `A message to the support team, answered by mobile or email. ${limited}`,
        body: contactBody,
        response: { 200: successEnvelope(formReceipt) },
      },
    },
    async (request) =>
      ok(
        await sendContactMessage(db, request.body, await sender(request)),
        'Thank you. We will get back to you within a working day.',
      ),
  );

  app.post(
    '/v5/save-dynamic-form',
    {
      schema: {
        tags,
        summary: `The requirement form (question_response), for an account manager to call back. ${limited}`,
        body: requirementBody,
        response: { 200: successEnvelope(formReceipt) },
      },
    },
    async (request) =>
      ok(await saveRequirement(db, request.body, await sender(request)), REQUIREMENT_FORM_SUCCESS),
  );
}
