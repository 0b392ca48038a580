import { trackingOperations } from '@store/contract';
import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
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

  route(app, trackingOperations.reviewOptIn, async (request) => {
    const row = await trackedOrder(ctx, request, request.params.id, request.query.key);
    return ok(await updateReviewOptIn(db, row, request.body.status, clock()));
  });

  route(app, trackingOperations.orderFeedback, async (request) => {
    const row = await trackedOrder(ctx, request, request.query.order_id, request.query.key);
    const state = await feedbackState(db, row);
    // A reply with a message means it was already shared, and the page shows it
    // (docs/product.md, "Order tracking").
    return ok(state, state.feedback ? FEEDBACK_ALREADY_SHARED : undefined);
  });

  route(app, trackingOperations.shareOrderFeedback, async (request) => {
    const row = await trackedOrder(ctx, request, request.body.order_id, request.query.key);
    return ok(await shareFeedback(db, row, request.body, clock()), FEEDBACK_THANKS);
  });
}
