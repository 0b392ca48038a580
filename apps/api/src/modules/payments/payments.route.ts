import {
  emptyResult,
  orderIdBody,
  orderStatus,
  paymentConfirmBody,
  paymentOrderDetails,
  sandboxCheckoutQuery,
  successEnvelope,
} from '@store/contract';
import { DomainError, validationError } from '@store/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { authorize, authorizedUser, SIGNED_IN } from '../../http/current-user';
import { ok } from '../../http/envelope';
import { confirmFromBrowser } from './confirm.service';
import { paymentOrderDetailsFor, sandboxOrder } from './order-details.service';
import { paytmRoutes } from './paytm.route';
import { completeSandboxCheckout } from './sandbox.service';
import { sandboxPage } from './sandbox-page';
import { applyWebhook } from './webhook.service';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function paymentsRoutes(context: AppContext): void {
  const { app, db, clock, payments, webOrigins } = context;
  const signedIn = authorize(db, clock, SIGNED_IN);
  paytmRoutes(context);

  app.post(
    '/v2/booking/razor_pay/order_details',
    {
      schema: {
        tags: ['payments'],
        summary: "The provider order and checkout options of one of the customer's unpaid orders",
        body: orderIdBody,
        response: { 200: successEnvelope(paymentOrderDetails) },
      },
      preValidation: signedIn,
    },
    async (request) =>
      ok(await paymentOrderDetailsFor(db, payments, authorizedUser(request), request.body.order_id)),
  );

  app.post(
    '/v2/booking/payment_confirm',
    {
      schema: {
        tags: ['payments'],
        summary: 'The browser reports a payment; the signature is checked before the order is marked paid',
        body: paymentConfirmBody,
        response: { 200: successEnvelope(orderStatus) },
      },
      preValidation: signedIn,
    },
    async (request) => {
      const b = request.body;
      const input = {
        orderId: b.order_id,
        customerId: authorizedUser(request).userId,
        providerOrderId: b.razorpay_order_id,
        paymentId: b.razorpay_payment_id,
        signature: b.razorpay_signature,
      };
      return ok(
        await confirmFromBrowser(db, payments, input, clock()),
        'Payment received. Your booking is confirmed.',
      );
    },
  );

  // Raw bytes for the signature check, and form posts for the sandbox page: only in this scope.
  app.register(async (scope: FastifyInstance) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.post(
      '/v2/payments/webhook',
      {
        schema: {
          tags: ['payments'],
          summary: 'Provider webhooks (payment.captured), signed over the raw body, each event applied once',
          response: { 200: successEnvelope(emptyResult) },
        },
      },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
        await applyWebhook(
          db,
          payments,
          {
            raw,
            signature: header(request.headers['x-razorpay-signature']),
            eventId: header(request.headers['x-razorpay-event-id']),
          },
          clock(),
        );
        return ok({});
      },
    );

    if (payments.provider !== 'sandbox') return;
    const checkReturn = (url: string) => {
      if (!webOrigins.some((origin) => url.startsWith(`${origin}/`)))
        throw validationError({ return_url: 'must be a page of the store' });
    };
    scope.get(
      '/sandbox/checkout',
      { schema: { hide: true, querystring: sandboxCheckoutQuery } },
      async (request, reply) => {
        const q = request.query as { provider_order_id: string; return_url: string };
        checkReturn(q.return_url);
        const order = await sandboxOrder(db, q.provider_order_id);
        reply.type('text/html; charset=utf-8');
        return sandboxPage({
          providerOrderId: q.provider_order_id,
          amountPaise: order.amountPaise,
          returnUrl: q.return_url,
          merchant: 'Experience Store',
        });
      },
    );
    scope.post('/sandbox/checkout/complete', { schema: { hide: true } }, async (request, reply) => {
      const form = request.body as Record<string, string>;
      const providerOrderId = form.provider_order_id ?? '';
      const returnUrl = form.return_url ?? '';
      checkReturn(returnUrl);
      const order = await sandboxOrder(db, providerOrderId);
      const target = await completeSandboxCheckout(
        db,
        payments,
        { providerOrderId, returnUrl, outcome: form.outcome ?? '', ...order },
        clock(),
        async (raw, headers) => {
          const res = await app.inject({
            method: 'POST',
            url: '/v2/payments/webhook',
            payload: raw,
            headers: { ...headers, 'content-type': 'application/json' },
          });
          if (res.statusCode !== 200)
            throw new DomainError('INTERNAL', `the sandbox webhook was refused: ${res.body}`);
        },
      );
      return reply.redirect(target, 303);
    });
  });
}
