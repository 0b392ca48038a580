import { sandboxCheckoutQuery, sandboxCompleteBody } from '@store/contract';
import { validationError } from '@store/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../../app-context';
import { SANDBOX_SCRIPT_PATH } from '../../payment-provider';
import { sandboxOrder } from '../order-details.service';
import { completeSandboxCheckout } from './sandbox.service';
import { sandboxOutcomePage, sandboxPage } from './sandbox-page';
import { SANDBOX_CHECKOUT_SCRIPT } from './sandbox-script';

/**
 * The sandbox provider's payment window, script and completion (development, demo and tests only),
 * in the payments scope that parses form posts.
 */
export function sandboxRoutes(scope: FastifyInstance, context: AppContext): void {
  const { db, clock, payments, webOrigins } = context;
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
      );
      return framedByStore(reply).send(sandboxOutcomePage(outcome, origin));
    },
  );
}
