import { couponsOperations } from '@store/contract';
import type { AppContext } from '../../app-context';
import { requestedCity } from '../../http/city-context';
import { authorizedUser } from '../../http/current-user';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { resolveCity } from '../cities';
import { walletWithHolds } from '../order-core';
import { couponsForDraft } from './coupons.service';

export function couponsRoutes({ app, db, clock }: AppContext): void {
  route(app, couponsOperations.coupons, async (request) => {
    const city = await resolveCity(db, requestedCity(request));
    return ok(await couponsForDraft(db, authorizedUser(request).userId, city, request.body, clock()));
  });

  route(app, couponsOperations.walletBalance, async (request) =>
    ok(await walletWithHolds(db, authorizedUser(request).userId)),
  );
}
