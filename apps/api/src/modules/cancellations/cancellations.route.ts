import {
  cancellationQuote,
  cancelledOrder,
  cancelOrderBody,
  idParams,
  orderDetailQuery,
  rescheduleBody,
  rescheduledOrder,
  successEnvelope,
} from '@store/contract';
import { formatInr } from '@store/domain';
import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { orderToChange, trackedOrder } from '../order-core';
import { cancelBooking, cancellationQuoteOf } from './cancellation.service';
import { rescheduleBooking } from './reschedule.service';

/**
 * The tracking page's cancel and reschedule calls: the order's owner, or anyone
 * with its tracking link's key; another customer's order is a 404 like any missing one.
 */
export function cancellationsRoutes(ctx: AppContext): void {
  const { app, db, clock } = ctx;
  // Who acts, for the audit row: the signed-in owner, or nobody known (the link's key).
  const actor = (key: string | undefined, customerId: number | null) => (key ? null : customerId);

  app.get(
    '/v2/booking/:id/cancellation',
    {
      schema: {
        tags: ['cancellations'],
        summary: 'What cancelling the booking ({id}) now would refund, until when, and why',
        params: idParams,
        querystring: orderDetailQuery,
        response: { 200: successEnvelope(cancellationQuote) },
      },
    },
    async (request) => {
      const row = await trackedOrder(ctx, request, request.params.id, request.query.key);
      return ok(await cancellationQuoteOf(db, row.order.id, clock()));
    },
  );

  app.post(
    '/v2/booking/:id/cancel',
    {
      schema: {
        tags: ['cancellations'],
        summary:
          'Cancels the booking and its add-ons within the policy; the refund goes back to the payment (or the wallet: refund_to)',
        params: idParams,
        querystring: orderDetailQuery,
        body: cancelOrderBody,
        response: { 200: successEnvelope(cancelledOrder) },
      },
    },
    async (request) => {
      const { key } = request.query;
      const row = await orderToChange(ctx, request, request.params.id, key);
      const choice = { refundTo: request.body.refund_to, actorId: actor(key, row.order.customerId) };
      const cancelled = await cancelBooking(db, row.order.id, choice, clock());
      const message =
        cancelled.refund_amount > 0
          ? `Booking cancelled. ${formatInr(cancelled.refund_amount)} will be refunded.`
          : 'Booking cancelled.';
      return ok(cancelled, message);
    },
  );

  app.post(
    '/v2/booking/:id/reschedule',
    {
      schema: {
        tags: ['cancellations'],
        summary: 'Moves the booking to another slot of its experience at the same price (date, slot_id)',
        params: idParams,
        querystring: orderDetailQuery,
        body: rescheduleBody,
        response: { 200: successEnvelope(rescheduledOrder) },
      },
    },
    async (request) => {
      const { key } = request.query;
      const row = await orderToChange(ctx, request, request.params.id, key);
      const to = { date: request.body.date, slotId: request.body.slot_id };
      const moved = await rescheduleBooking(db, row.order.id, to, {
        actorId: actor(key, row.order.customerId),
        now: clock(),
      });
      return ok(moved, `Booking moved to ${moved.date}, ${moved.time}.`);
    },
  );
}
