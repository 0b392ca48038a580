import { bookingQuestionsOperations } from '@store/contract';
import { ANSWERS_SUBMITTED } from '@store/domain';
import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { orderToChange, trackedOrder } from '../order-core';
import { checkoutQuestions } from './booking-questions.service';
import { orderQuestions, submitOrderAnswers } from './order-questions.service';

export function bookingQuestionsRoutes(ctx: AppContext): void {
  const { app, db, clock } = ctx;
  route(app, bookingQuestionsOperations.checkoutQuestions, async (request) =>
    ok(await checkoutQuestions(db, request.params.id)),
  );

  route(app, bookingQuestionsOperations.orderQuestions, async (request) => {
    const row = await trackedOrder(ctx, request, request.params.id, request.query.key);
    return ok(await orderQuestions(db, row, clock()));
  });

  route(app, bookingQuestionsOperations.submitOrderQuestions, async (request) => {
    const row = await orderToChange(ctx, request, request.params.id, request.query.key);
    const answers = request.body.question_response.map((a) => ({
      id: a.id,
      value: a.value,
      ordered_address_id: a.ordered_address_id,
    }));
    return ok(await submitOrderAnswers(db, row, answers, clock()), ANSWERS_SUBMITTED);
  });
}
