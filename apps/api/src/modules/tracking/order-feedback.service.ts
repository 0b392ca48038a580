import type { OrderFeedbackState } from '@store/contract';
import type { Db } from '@store/db';
import { DomainError } from '@store/domain';
import type { OrderRow } from '../order-core';
import { feedbackOf, insertFeedback } from './feedback.repository';

export const FEEDBACK_ALREADY_SHARED = 'You have already shared your feedback for this booking.';
export const FEEDBACK_NOT_YET = 'Feedback opens once your booking is completed.';
export const FEEDBACK_THANKS = 'Thank you for your feedback!';

function assertBooking(row: OrderRow): void {
  if (row.order.kind !== 'booking') {
    throw new DomainError(
      'NOT_FOUND',
      `Order ${row.order.id} is an add-on order: its booking takes the feedback`,
    );
  }
}

/** GET /v2/experience/feedback: the feedback given, or whether it can be given now. */
export async function feedbackState(db: Db, row: OrderRow): Promise<OrderFeedbackState> {
  assertBooking(row);
  const given = await feedbackOf(db, row.order.id);
  const completed = row.order.status === 'completed';
  return {
    feedback: given
      ? {
          order_id: given.orderId,
          rating: given.rating,
          comment: given.comment,
          created_at: given.createdAt.toISOString(),
        }
      : null,
    can_share: completed && !given,
    reason: given ? FEEDBACK_ALREADY_SHARED : completed ? null : FEEDBACK_NOT_YET,
  };
}

/**
 * POST /v2/experience/feedback: once per booking, after it is completed. A second one is a 400,
 * which the page reads as "already given" (docs/product.md, "Order tracking"); before completion it
 * is a 409 with the reason.
 */
export async function shareFeedback(
  db: Db,
  row: OrderRow,
  body: { rating: number; comment: string },
  now: Date,
): Promise<OrderFeedbackState> {
  assertBooking(row);
  if (row.order.status !== 'completed') throw new DomainError('FEEDBACK_NOT_YET', FEEDBACK_NOT_YET);
  const { customerId } = row.order;
  if (customerId === null)
    throw new DomainError('BOOKING_WITHOUT_CUSTOMER', 'This booking has no customer to give feedback.');
  const stored = await insertFeedback(db, {
    orderId: row.order.id,
    userId: customerId,
    rating: body.rating,
    comment: body.comment,
    createdAt: now,
  });
  if (!stored) throw new DomainError('FEEDBACK_ALREADY_GIVEN', FEEDBACK_ALREADY_SHARED);
  return feedbackState(db, row);
}
