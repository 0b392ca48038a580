import { paymentsOperations } from '@store/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context';
import { authorizedUser } from '../../../http/current-user';
import { ok } from '../../../http/envelope';
import { route } from '../../../http/route';
import { paytmTransactionFor } from './paytm.service';
import { applyPaytmCallback } from './paytm-callback.service';

/** Paytm wallet checkout: the signed form for an unpaid order, and Paytm's signed answer. */
export function paytmRoutes({ app, db, clock, payments, webOrigins }: AppContext): void {
  // Not configured, not there: no published sandbox key can sign a success (docs/architecture.md,
  // "Outside services").
  const paytm = payments.paytm;
  if (!paytm) return;

  route(app, paymentsOperations.paytmChecksum, async (request) =>
    ok(await paytmTransactionFor(db, paytm, authorizedUser(request), request.body.order_id, clock())),
  );

  // Paytm sends the browser back with a form post: parsed here only.
  app.register(async (scope: FastifyInstance) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    route(scope, paymentsOperations.paytmCallback, async (request, reply) => {
      const outcome = await applyPaytmCallback(db, paytm, request.body, clock());
      const result = new URL('/checkout/result', webOrigins[0]);
      result.searchParams.set('order_id', String(outcome.orderId));
      if (outcome.outcome !== 'paid') result.searchParams.set('status', outcome.outcome);
      return reply.redirect(result.toString(), 303);
    });
  });
}
