import {
  emptyResult,
  orderIdBody,
  orderStatus,
  paymentConfirmBody,
  paymentOrderDetails,
  successEnvelope,
} from '@store/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { authorize, authorizedUser, SIGNED_IN } from '../../http/current-user';
import { ok } from '../../http/envelope';
import { paymentOrderDetailsFor } from './order-details.service';
import { paytmRoutes } from './paytm/paytm.route';
import { paymentProvider } from './providers';
import { confirmFromBrowser } from './razorpay/confirm.service';
import { applyWebhook } from './razorpay/webhook.service';
import { sandboxRoutes } from './sandbox/sandbox.route';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function paymentsRoutes(context: AppContext): void {
  const { app, db, clock, payments } = context;
  const signedIn = authorize(db, clock, SIGNED_IN);
  const provider = paymentProvider(db, payments);
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
        summary:
          'The browser reports a payment; its signature is checked and the provider asked what it captured before the order is marked paid',
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
      const { confirmed, ...status } = await confirmFromBrowser(db, payments, provider, input, clock());
      return ok(
        status,
        confirmed
          ? 'Payment received. Your booking is confirmed.'
          : 'We are confirming your payment with the bank. Your booking updates in a few minutes.',
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

    if (payments.provider === 'sandbox') sandboxRoutes(scope, context);
  });
}
