import { reviewsOperations } from '@store/contract';
import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { orderToChange, trackedOrder } from '../order-core';
import { uploadedReviewPhotos } from './review-photo-upload';
import { addReviewPhotos, orderReviewState, REVIEW_THANKS, writeReview } from './verified-review.service';

/**
 * A customer's review of their completed booking, from its tracking page: read with the page (its
 * link's key or the signed-in customer), written only by its customer signed in, since the link
 * travels in texts anyone may forward.
 */
export function verifiedReviewRoutes(ctx: AppContext): void {
  const { app, db, files, clock } = ctx;

  route(app, reviewsOperations.orderReview, async (request) => {
    const row = await trackedOrder(ctx, request, request.params.id, request.query.key);
    return ok(await orderReviewState(db, row));
  });

  route(app, reviewsOperations.writeReview, async (request) => {
    const row = await orderToChange(ctx, request, request.params.id, request.query.key);
    return ok(await writeReview(db, row, request.body, clock()), REVIEW_THANKS);
  });

  route(app, reviewsOperations.reviewPhotos, async (request) => {
    const row = await orderToChange(ctx, request, request.params.id, request.query.key);
    return ok(await addReviewPhotos(db, files, row, uploadedReviewPhotos(request)), 'Photos added');
  });
}
