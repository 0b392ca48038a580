import {
  emptyResult,
  orderIdBody,
  orderStatus,
  paymentConfirmBody,
  paymentOrderDetails,
  sandboxCheckoutQuery,
  sandboxCompleteBody,
  successEnvelope,
} from '@store/contract';
import { DomainError, validationError } from '@store/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context';
import { authorize, authorizedUser, SIGNED_IN } from '../../http/current-user';
import { ok } from '../../http/envelope';
import { confirmFromBrowser } from './confirm.service';
import { paymentOrderDetailsFor, sandboxOrder } from './order-details.service';
import { SANDBOX_SCRIPT_PATH } from './payment-config';
import { paytmRoutes } from './paytm.route';
import { completeSandboxCheckout } from './sandbox.service';
import { sandboxOutcomePage, sandboxPage } from './sandbox-page';
import { SANDBOX_CHECKOUT_SCRIPT } from './sandbox-script';
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
    const checkOrigin = (origin: string) => {
      if (!webOrigins.includes(origin))
        throw validationError({ origin: 'must be the store' }, 'The payment window answers only the store.');
    };
    // Only the store may frame the payment window (no clickjacking of the pay button).
    const framedByStore = (reply: FastifyReply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', `frame-ancestors ${webOrigins.join(' ')}`);
    scope.get(SANDBOX_SCRIPT_PATH, { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(SANDBOX_CHECKOUT_SCRIPT),
    );
    scope.get(
      '/sandbox/checkout',
      { schema: { hide: true, querystring: sandboxCheckoutQuery } },
      async (request, reply) => {
        const q = request.query as { provider_order_id: string; origin: string };
        checkOrigin(q.origin);
        const order = await sandboxOrder(db, q.provider_order_id);
        return framedByStore(reply).send(
          sandboxPage({
            providerOrderId: q.provider_order_id,
            amountPaise: order.amountPaise,
            origin: q.origin,
            merchant: 'Experience Store',
          }),
        );
      },
    );
    scope.post(
      '/sandbox/checkout/complete',
      { schema: { hide: true, body: sandboxCompleteBody } },
      async (request, reply) => {
        const form = request.body as { provider_order_id: string; origin: string; outcome: string };
        const providerOrderId = form.provider_order_id;
        const origin = form.origin;
        checkOrigin(origin);
        const order = await sandboxOrder(db, providerOrderId);
        const outcome = await completeSandboxCheckout(
          db,
          payments,
          { providerOrderId, outcome: form.outcome, ...order },
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
        return framedByStore(reply).send(sandboxOutcomePage(outcome, origin));
      },
    );
  });
}
