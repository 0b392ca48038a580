import { cancellationsOperations } from '@store/contract';
import { formatInr } from '@store/domain';
import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
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

  route(app, cancellationsOperations.cancellationTerms, async (request) => {
    const row = await trackedOrder(ctx, request, request.params.id, request.query.key);
    return ok(await cancellationQuoteOf(db, row.order.id, clock()));
  });

  route(app, cancellationsOperations.cancelOrder, async (request) => {
    const { key } = request.query;
    const row = await orderToChange(ctx, request, request.params.id, key);
    const choice = { refundTo: request.body.refund_to, actorId: actor(key, row.order.customerId) };
    const cancelled = await cancelBooking(db, row.order.id, choice, clock());
    const message =
      cancelled.refund_amount > 0
        ? `Booking cancelled. ${formatInr(cancelled.refund_amount)} will be refunded.`
        : 'Booking cancelled.';
    return ok(cancelled, message);
  });

  route(app, cancellationsOperations.rescheduleOrder, async (request) => {
    const { key } = request.query;
    const row = await orderToChange(ctx, request, request.params.id, key);
    const to = { date: request.body.date, slotId: request.body.slot_id };
    const moved = await rescheduleBooking(db, row.order.id, to, {
      actorId: actor(key, row.order.customerId),
      now: clock(),
    });
    return ok(moved, `Booking moved to ${moved.date}, ${moved.time}.`);
  });
}
