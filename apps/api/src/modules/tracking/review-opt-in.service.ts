import type { ReviewOptIn } from '@store/contract';
import type { Db } from '@store/db';
import { DomainError, isCalledOff, stateText } from '@store/domain';
import type { OrderRow } from '../order-core';
import { recordReviewOptIn } from '../order-core';

/**
 * POST /v5/update-google-review-opt-in-status/{id}: whether the customer agrees to be asked for a
 * review on a third-party site once the booking is done (docs/product.md, "Order tracking"). The
 * review request message is sent only with it.
 */
export async function updateReviewOptIn(
  db: Db,
  row: OrderRow,
  status: 0 | 1,
  now: Date,
): Promise<ReviewOptIn> {
  const { order } = row;
  if (order.kind !== 'booking') {
    throw new DomainError('NOT_FOUND', `Order ${order.id} is an add-on order: its booking takes the opt-in`);
  }
  // Ended without taking place: nobody will be asked to review it.
  if (isCalledOff(order.status)) {
    throw new DomainError(
      'NOTHING_TO_REVIEW',
      `This booking is ${stateText(order.status)}: there is nothing to review.`,
    );
  }
  await db.transaction((tx) => recordReviewOptIn(tx, order, status === 1, now));
  return { order_id: order.id, is_google_review_opt_in: status };
}
