import { couponList, couponsBody, successEnvelope, walletBalanceResult } from '@store/contract';
import type { AppContext } from '../../app-context';
import { requestedCity } from '../../http/city-context';
import { authorize, authorizedUser, SIGNED_IN } from '../../http/current-user';
import { ok } from '../../http/envelope';
import { resolveCity } from '../cities';
import { walletWithHolds } from '../order-core';
import { couponsForDraft } from './coupons.service';

export function couponsRoutes({ app, db, clock }: AppContext): void {
  const signedIn = authorize(db, clock, SIGNED_IN);

  app.post(
    '/v2/booking/coupons',
    {
      schema: {
        tags: ['orders'],
        summary:
          'The coupons and vouchers for a booking draft, each with its discount or why it cannot be used',
        body: couponsBody,
        response: { 200: successEnvelope(couponList) },
      },
      preValidation: signedIn,
    },
    async (request) => {
      const city = await resolveCity(db, requestedCity(request));
      return ok(await couponsForDraft(db, authorizedUser(request).userId, city, request.body, clock()));
    },
  );

  app.post(
    '/v2/user/balance',
    {
      schema: {
        tags: ['orders'],
        summary:
          "The signed-in customer's wallet balance (the sum of the ledger), and what unpaid orders hold of it until when",
        response: { 200: successEnvelope(walletBalanceResult) },
      },
      preValidation: signedIn,
    },
    async (request) => ok(await walletWithHolds(db, authorizedUser(request).userId)),
  );
}
