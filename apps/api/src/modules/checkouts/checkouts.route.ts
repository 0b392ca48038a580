import { checkoutsOperations } from '@store/contract';

import type { AppContext } from '../../app-context';
import { requestedCity } from '../../http/city-context';
import { authorizedUser } from '../../http/current-user';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { resolveCity } from '../cities';
import { checkoutLinkData, shareCheckout } from './checkouts.service';

export function checkoutsRoutes({ app, db, clock, webOrigins }: AppContext): void {
  route(app, checkoutsOperations.shareCheckout, async (request) => {
    const city = await resolveCity(db, requestedCity(request));
    const shared = await shareCheckout(db, {
      agent: authorizedUser(request),
      city,
      body: request.body,
      storeOrigin: webOrigins[0] ?? '',
      now: clock(),
    });
    return ok(shared, 'Checkout link created.');
  });

  route(app, checkoutsOperations.checkoutLink, async (request) =>
    ok(await checkoutLinkData(db, request.query.checkout_id, clock())),
  );
}
