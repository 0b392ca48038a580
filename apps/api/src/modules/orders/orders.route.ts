import { ordersOperations } from '@store/contract';
import { BOOKING_CONFIRMED } from '@store/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { requestedCity } from '../../http/city-context';
import { authorizedUser } from '../../http/current-user';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { resolveCity } from '../cities';
import { trackedOrder } from '../order-core';
import { paymentProvider } from '../payments';
import { bookOffline, confirmOffline } from './offline.service';
import { orderDetailOf } from './order-detail.service';
import { placeOrder } from './place-order.service';

export function idempotencyKey(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  return value ? value.slice(0, 200) : undefined;
}

export function ordersRoutes(ctx: AppContext): void {
  const { app, db, clock, payments, placement: settings } = ctx;
  const provider = paymentProvider(db, payments);

  for (const [operation, method] of [
    [ordersOperations.placeOnlineOrder, 'online'],
    [ordersOperations.placeCodOrder, 'cod'],
  ] as const) {
    route(app, operation, async (request) => {
      const city = await resolveCity(db, requestedCity(request));
      const who = authorizedUser(request);
      const placed = await placeOrder({
        db,
        customer: who,
        actorId: who.userId,
        city,
        body: request.body,
        method,
        idempotencyKey: idempotencyKey(request),
        provider,
        ip: request.ip,
        settings,
        now: clock(),
      });
      return ok(
        placed,
        method === 'cod' ? BOOKING_CONFIRMED : 'Order created. Complete the payment within 15 minutes.',
      );
    });
  }

  route(app, ordersOperations.placeOfflineOrder, async (request) => {
    const city = await resolveCity(db, requestedCity(request));
    const placed = await bookOffline(db, {
      who: authorizedUser(request),
      body: request.body,
      city,
      idempotencyKey: idempotencyKey(request),
      provider,
      ip: request.ip,
      settings,
      now: clock(),
    });
    return ok(placed, 'Booking reserved. It is confirmed once the customer confirms it.');
  });

  route(app, ordersOperations.confirmOfflineBooking, async (request) => {
    const confirmed = await confirmOffline(db, {
      who: authorizedUser(request),
      orderId: request.params.id,
      how: request.body.payment_method,
      provider,
      now: clock(),
    });
    return ok(confirmed, BOOKING_CONFIRMED);
  });

  route(app, ordersOperations.orderDetail, async (request) => {
    const row = await trackedOrder(ctx, request, request.params.id, request.query.key);
    return ok(await orderDetailOf(db, row));
  });
}
