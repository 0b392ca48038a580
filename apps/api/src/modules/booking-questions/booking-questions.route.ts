import { checkoutQuestions as checkoutQuestionsSchema, idParams, successEnvelope } from '@store/contract';
import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { checkoutQuestions } from './booking-questions.service';

export function bookingQuestionsRoutes({ app, db }: AppContext): void {
  app.get(
    '/v2/booking/:id/getQuestionsByCheckout',
    {
      schema: {
        tags: ['orders'],
        summary:
          "The booking questions an experience's checkout asks ({id} is the experience), in order, unanswered",
        params: idParams,
        response: { 200: successEnvelope(checkoutQuestionsSchema) },
      },
    },
    async (request) => ok(await checkoutQuestions(db, request.params.id)),
  );
}
