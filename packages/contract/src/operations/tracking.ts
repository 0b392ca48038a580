import { successEnvelope } from '../envelope';
import { declareOperations } from '../operation';
import {
  orderFeedbackBody,
  orderFeedbackQuery,
  orderFeedbackState,
  reviewOptIn,
  reviewOptInBody,
} from '../order-tracking';
import { orderDetailQuery } from '../orders';
import { idParams } from '../params';

/** The operations of apps/api/src/modules/tracking, each declared once: the API registers them, the clients call them. */
export const trackingOperations = declareOperations({
  reviewOptIn: {
    method: 'POST',
    path: '/v5/update-google-review-opt-in-status/:id',
    access: 'customer-or-link-key',
    tags: ['orders'],
    summary: 'Whether the customer agrees to a review request once the booking ({id}) is done: status 0 or 1',
    params: idParams,
    query: orderDetailQuery,
    body: reviewOptInBody,
    replies: { 200: successEnvelope(reviewOptIn) },
    errors: ['NOTHING_TO_REVIEW', 'NOT_FOUND', 'NO_TOKEN', 'RATE_LIMITED', 'TRACKING_LINK_EXPIRED'],
  },
  orderFeedback: {
    method: 'GET',
    path: '/v2/experience/feedback',
    access: 'customer-or-link-key',
    tags: ['orders'],
    summary: "A booking's feedback (order_id), or whether it can be given yet",
    query: orderFeedbackQuery,
    replies: { 200: successEnvelope(orderFeedbackState) },
    errors: ['NOT_FOUND', 'NO_TOKEN', 'RATE_LIMITED', 'TRACKING_LINK_EXPIRED'],
  },
  shareOrderFeedback: {
    method: 'POST',
    path: '/v2/experience/feedback',
    access: 'customer-or-link-key',
    tags: ['orders'],
    summary: 'Feedback on a completed booking: a rating of 1 to 5 and a comment, once',
    query: orderDetailQuery,
    body: orderFeedbackBody,
    replies: { 200: successEnvelope(orderFeedbackState) },
    errors: [
      'BOOKING_WITHOUT_CUSTOMER',
      'FEEDBACK_ALREADY_GIVEN',
      'FEEDBACK_NOT_YET',
      'NOT_FOUND',
      'NO_TOKEN',
      'RATE_LIMITED',
      'TRACKING_LINK_EXPIRED',
    ],
  },
});
