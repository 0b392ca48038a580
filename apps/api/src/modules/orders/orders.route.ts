import {
  confirmOfflineBody,
  idParams,
  offlineOrderBody,
  orderDetail,
  orderDetailQuery,
  orderStatus,
  placedOrder,
  placeOrderBody,
  successEnvelope,
} from '@store/contract';
import { BOOKING_CONFIRMED } from '@store/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { requestedCity } from '../../http/city-context';
import { authorize, authorizedUser, SIGNED_IN } from '../../http/current-user';
import { ok } from '../../http/envelope';
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
  const signedIn = authorize(db, clock, SIGNED_IN);

  for (const [path, method, summary] of [
    [
      '/v5/booking/book_order',
      'online',
      'Places an online order: priced by the server, its places held 15 minutes for payment',
    ],
    ['/v5/booking/book_cod_order', 'cod', 'Places a cash-on-delivery order where the experience allows it'],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          tags: ['orders'],
          summary,
          body: placeOrderBody,
          response: { 200: successEnvelope(placedOrder) },
        },
        preValidation: signedIn,
      },
      async (request) => {
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
      },
    );
  }

  app.post(
    '/v5/booking/book_offline_order',
    {
      schema: {
        tags: ['orders'],
        summary:
          'An offline booking (for oneself, or by an agent for customer_id) that the customer confirms later',
        body: offlineOrderBody,
        response: { 200: successEnvelope(placedOrder) },
      },
      preValidation: signedIn,
    },
    async (request) => {
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
    },
  );

  app.post(
    '/v2/booking/confirm_offline_booking/:id',
    {
      schema: {
        tags: ['orders'],
        summary:
          'The customer confirms an offline booking, once, choosing online payment (then paid as any online order) or cash on delivery where allowed',
        params: idParams,
        body: confirmOfflineBody,
        response: { 200: successEnvelope(orderStatus) },
      },
      preValidation: signedIn,
    },
    async (request) => {
      const confirmed = await confirmOffline(db, {
        who: authorizedUser(request),
        orderId: request.params.id,
        how: request.body.payment_method,
        provider,
        now: clock(),
      });
      return ok(confirmed, BOOKING_CONFIRMED);
    },
  );

  app.get(
    '/v2/order-detail-by-id/:id',
    {
      schema: {
        tags: ['orders'],
        summary: "One of the signed-in customer's orders, or any order with its tracking link's key",
        params: idParams,
        querystring: orderDetailQuery,
        response: { 200: successEnvelope(orderDetail) },
      },
    },
    async (request) => {
      const row = await trackedOrder(ctx, request, request.params.id, request.query.key);
      return ok(await orderDetailOf(db, row));
    },
  );
}
