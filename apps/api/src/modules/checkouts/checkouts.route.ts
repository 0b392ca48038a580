import {
  checkoutLink,
  checkoutLinkQuery,
  shareCheckoutBody,
  sharedCheckout,
  successEnvelope,
} from '@store/contract';
import { AGENT_ROLES } from '@store/domain';

import type { AppContext } from '../../app-context';
import { requestedCity } from '../../http/city-context';
import { authorize, authorizedUser } from '../../http/current-user';
import { ok } from '../../http/envelope';
import { resolveCity } from '../cities';
import { checkoutLinkData, shareCheckout } from './checkouts.service';

export function checkoutsRoutes({ app, db, clock, webOrigins }: AppContext): void {
  app.post(
    '/v2/share-checkout',
    {
      schema: {
        tags: ['orders'],
        summary: 'Agents build a checkout for a customer: a link that holds its price until it expires',
        body: shareCheckoutBody,
        response: { 200: successEnvelope(sharedCheckout) },
      },
      preValidation: authorize(db, clock, AGENT_ROLES),
    },
    async (request) => {
      const city = await resolveCity(db, requestedCity(request));
      const shared = await shareCheckout(db, {
        agent: authorizedUser(request),
        city,
        body: request.body,
        storeOrigin: webOrigins[0] ?? '',
        now: clock(),
      });
      return ok(shared, 'Checkout link created.');
    },
  );

  app.get(
    '/v2/get-checkout-link',
    {
      schema: {
        tags: ['orders'],
        summary: "An agent's checkout link: the draft at its locked price",
        querystring: checkoutLinkQuery,
        response: { 200: successEnvelope(checkoutLink) },
      },
    },
    async (request) => ok(await checkoutLinkData(db, request.query.checkout_id, clock())),
  );
}
