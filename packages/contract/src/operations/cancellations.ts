import {
  cancellationQuote,
  cancelledOrder,
  cancelOrderBody,
  rescheduleBody,
  rescheduledOrder,
} from '../cancellations';
import { successEnvelope } from '../envelope';
import { declareOperations } from '../operation';
import { orderDetailQuery } from '../orders';
import { idParams } from '../params';

/** The operations of apps/api/src/modules/cancellations, each declared once: the API registers them, the clients call them. */
export const cancellationsOperations = declareOperations({
  cancellationTerms: {
    method: 'GET',
    path: '/v2/booking/:id/cancellation',
    access: 'customer-or-link-key',
    tags: ['cancellations'],
    summary: 'What cancelling the booking ({id}) now would refund, until when, and why',
    params: idParams,
    query: orderDetailQuery,
    replies: { 200: successEnvelope(cancellationQuote) },
    errors: ['NOT_FOUND', 'NO_TOKEN', 'RATE_LIMITED', 'TRACKING_LINK_EXPIRED'],
  },
  cancelOrder: {
    method: 'POST',
    path: '/v2/booking/:id/cancel',
    access: 'public',
    tags: ['cancellations'],
    summary:
      'Cancels the booking and its add-ons within the policy; the refund goes back to the payment (or the wallet: refund_to)',
    params: idParams,
    query: orderDetailQuery,
    body: cancelOrderBody,
    replies: { 200: successEnvelope(cancelledOrder) },
    errors: [
      'CANCELLATION_CLOSED',
      'COD_UNAVAILABLE',
      'NOT_FOUND',
      'NO_TOKEN',
      'ORDER_STATE',
      'SLOT_FULL',
      'TRACKING_LINK_EXPIRED',
      'TRACKING_LINK_READ_ONLY',
    ],
  },
  rescheduleOrder: {
    method: 'POST',
    path: '/v2/booking/:id/reschedule',
    access: 'public',
    tags: ['cancellations'],
    summary: 'Moves the booking to another slot of its experience at the same price (date, slot_id)',
    params: idParams,
    query: orderDetailQuery,
    body: rescheduleBody,
    replies: { 200: successEnvelope(rescheduledOrder) },
    errors: [
      'COD_UNAVAILABLE',
      'NOT_FOUND',
      'NO_TOKEN',
      'ORDER_STATE',
      'PINCODE_CITY_MISMATCH',
      'PINCODE_NOT_SERVICEABLE',
      'RATE_LIMITED',
      'RESCHEDULE_CLOSED',
      'SLOT_FULL',
      'TRACKING_LINK_EXPIRED',
      'TRACKING_LINK_READ_ONLY',
      'UNAUTHORIZED',
      'UNKNOWN_CITY',
    ],
  },
});
