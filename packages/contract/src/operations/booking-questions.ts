import { checkoutQuestions } from '../booking-questions';
import { successEnvelope } from '../envelope';
import { declareOperations } from '../operation';
import { orderQuestions, orderQuestionsBody } from '../order-tracking';
import { orderDetailQuery } from '../orders';
import { idParams } from '../params';

/** The operations of apps/api/src/modules/booking-questions, each declared once: the API registers them, the clients call them. */
export const bookingQuestionsOperations = declareOperations({
  checkoutQuestions: {
    method: 'GET',
    path: '/v2/booking/:id/getQuestionsByCheckout',
    access: 'public',
    tags: ['orders'],
    summary:
      "The booking questions an experience's checkout asks ({id} is the experience), in order, unanswered",
    params: idParams,
    replies: { 200: successEnvelope(checkoutQuestions) },
    errors: ['NOT_FOUND', 'RATE_LIMITED'],
  },
  orderQuestions: {
    method: 'GET',
    path: '/v2/booking/:id/questions',
    access: 'customer-or-link-key',
    tags: ['orders'],
    summary:
      "An order's booking questions with its answers ({id} is the order; its customer, or its tracking link's key), and until when they may change",
    params: idParams,
    query: orderDetailQuery,
    replies: { 200: successEnvelope(orderQuestions) },
    errors: ['NOT_FOUND', 'NO_TOKEN', 'RATE_LIMITED', 'TRACKING_LINK_EXPIRED'],
  },
  submitOrderQuestions: {
    method: 'POST',
    path: '/v2/booking/:id/questions',
    access: 'public',
    tags: ['orders'],
    summary:
      "Gives or changes an order's answers (all of them, as question_response) until its cut-off before the slot",
    params: idParams,
    query: orderDetailQuery,
    body: orderQuestionsBody,
    replies: { 200: successEnvelope(orderQuestions) },
    errors: [
      'ANSWERS_CLOSED',
      'BOOKING_WITHOUT_CUSTOMER',
      'NOT_FOUND',
      'NO_TOKEN',
      'TRACKING_LINK_EXPIRED',
      'TRACKING_LINK_READ_ONLY',
      'UNAUTHORIZED',
    ],
  },
});
