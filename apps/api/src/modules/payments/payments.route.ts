import { paymentsOperations } from '@store/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { requestedCity } from '../../http/city-context';
import { authorizedUser } from '../../http/current-user';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { paymentOrderDetailsFor } from './order-details.service';
import { paymentMethodsIn } from './paytm/payment-methods.service';
import { paytmRoutes } from './paytm/paytm.route';
import { paymentProvider } from './providers';
import { confirmFromBrowser } from './razorpay/confirm.service';
import { applyWebhook } from './razorpay/webhook.service';
import { sandboxRoutes } from './sandbox/sandbox.route';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function paymentsRoutes(context: AppContext): void {
  const { app, db, clock, payments } = context;
  const provider = paymentProvider(db, payments);
  paytmRoutes(context);

  route(app, paymentsOperations.paymentMethods, async (request) =>
    ok(await paymentMethodsIn(db, payments, requestedCity(request))),
  );

  route(app, paymentsOperations.paymentOrderDetails, async (request) =>
    ok(await paymentOrderDetailsFor(db, payments, authorizedUser(request), request.body.order_id)),
  );

  route(app, paymentsOperations.confirmPayment, async (request) => {
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
  });

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

    route(scope, paymentsOperations.paymentWebhook, async (request) => {
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
    });

    if (payments.provider === 'sandbox') sandboxRoutes(scope, context);
  });
}
