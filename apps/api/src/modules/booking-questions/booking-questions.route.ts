import {
  checkoutQuestions as checkoutQuestionsSchema,
  idParams,
  orderDetailQuery,
  orderQuestionsBody,
  orderQuestions as orderQuestionsSchema,
  successEnvelope,
} from '@store/contract';
import { ANSWERS_SUBMITTED } from '@store/domain';
import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { orderToChange, trackedOrder } from '../order-core';
import { checkoutQuestions } from './booking-questions.service';
import { orderQuestions, submitOrderAnswers } from './order-questions.service';

export function bookingQuestionsRoutes(ctx: AppContext): void {
  const { app, db, clock } = ctx;
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

  app.get(
    '/v2/booking/:id/questions',
    {
      schema: {
        tags: ['orders'],
        summary:
          "An order's booking questions with its answers ({id} is the order; its customer, or its tracking link's key), and until when they may change",
        params: idParams,
        querystring: orderDetailQuery,
        response: { 200: successEnvelope(orderQuestionsSchema) },
      },
    },
    async (request) => {
      const row = await trackedOrder(ctx, request, request.params.id, request.query.key);
      return ok(await orderQuestions(db, row, clock()));
    },
  );

  app.post(
    '/v2/booking/:id/questions',
    {
      schema: {
        tags: ['orders'],
        summary:
          "Gives or changes an order's answers (all of them, as question_response) until its cut-off before the slot",
        params: idParams,
        querystring: orderDetailQuery,
        body: orderQuestionsBody,
        response: { 200: successEnvelope(orderQuestionsSchema) },
      },
    },
    async (request) => {
      const row = await orderToChange(ctx, request, request.params.id, request.query.key);
      const answers = request.body.question_response.map((a) => ({
        id: a.id,
        value: a.value,
        ordered_address_id: a.ordered_address_id,
      }));
      return ok(await submitOrderAnswers(db, row, answers, clock()), ANSWERS_SUBMITTED);
    },
  );
}
