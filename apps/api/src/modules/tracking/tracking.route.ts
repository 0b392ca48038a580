import {
  idParams,
  orderDetailQuery,
  orderFeedbackBody,
  orderFeedbackQuery,
  orderFeedbackState,
  reviewOptIn,
  reviewOptInBody,
  successEnvelope,
} from '@store/contract';
import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { trackedOrder } from '../order-core';
import {
  FEEDBACK_ALREADY_SHARED,
  FEEDBACK_THANKS,
  feedbackState,
  shareFeedback,
} from './order-feedback.service';
import { updateReviewOptIn } from './review-opt-in.service';

/** The tracking page's calls beside the order and its answers: the review opt-in and the feedback. */
export function trackingRoutes(ctx: AppContext): void {
  const { app, db, clock } = ctx;

  app.post(
    '/v5/update-google-review-opt-in-status/:id',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Whether the customer agrees to a review request once the booking ({id}) is done: status 0 or 1',
        params: idParams,
        querystring: orderDetailQuery,
        body: reviewOptInBody,
        response: { 200: successEnvelope(reviewOptIn) },
      },
    },
    async (request) => {
      const row = await trackedOrder(ctx, request, request.params.id, request.query.key);
      return ok(await updateReviewOptIn(db, row, request.body.status, clock()));
    },
  );

  app.get(
    '/v2/experience/feedback',
    {
      schema: {
        tags: ['orders'],
        summary: "A booking's feedback (order_id), or whether it can be given yet",
        querystring: orderFeedbackQuery,
        response: { 200: successEnvelope(orderFeedbackState) },
      },
    },
    async (request) => {
      const row = await trackedOrder(ctx, request, request.query.order_id, request.query.key);
      const state = await feedbackState(db, row);
      // A reply with a message means it was already shared, and the page shows it
      // (docs/product.md, "Order tracking").
      return ok(state, state.feedback ? FEEDBACK_ALREADY_SHARED : undefined);
    },
  );

  app.post(
    '/v2/experience/feedback',
    {
      schema: {
        tags: ['orders'],
        summary: 'Feedback on a completed booking: a rating of 1 to 5 and a comment, once',
        querystring: orderDetailQuery,
        body: orderFeedbackBody,
        response: { 200: successEnvelope(orderFeedbackState) },
      },
    },
    async (request) => {
      const row = await trackedOrder(ctx, request, request.body.order_id, request.query.key);
      return ok(await shareFeedback(db, row, request.body, clock()), FEEDBACK_THANKS);
    },
  );
}
