import {
  accountOrders,
  accountPageQuery,
  idParams,
  redeemBody,
  redeemed,
  referralSummary as referralSummarySchema,
  successEnvelope,
  userVouchers,
  walletTransactions,
  wishlistParams,
  wishlistQuery,
  wishlistResult,
  wishlistToggled,
} from '@store/contract';
import type { AppContext } from '../../app-context';
import { requestedCity } from '../../http/city-context';
import { authorize, authorizedUser, SIGNED_IN } from '../../http/current-user';
import { ok } from '../../http/envelope';
import { bookings, referralSummary, vouchers, walletHistory } from './account-area.service';
import { redeemGiftCode } from './redeem.service';
import { toggleWishlist, wishlistOf } from './wishlist.service';

const tags = ['profile'];

/** The signed-in customer's bookings, vouchers, wallet, wishlist, gift codes and referrals. */
export function profileRoutes({ app, db, clock }: AppContext): void {
  const preValidation = authorize(db, clock, SIGNED_IN);

  for (const tab of ['upcoming', 'past'] as const) {
    app.get(
      `/v2/user/${tab}_orders`,
      {
        schema: {
          tags,
          summary:
            tab === 'upcoming'
              ? "The customer's bookings still to come (not ended, their day not passed), newest first"
              : "The customer's ended bookings and those whose day has passed, newest first",
          querystring: accountPageQuery,
          response: { 200: successEnvelope(accountOrders) },
        },
        preValidation,
      },
      async (request) => ok(await bookings(db, authorizedUser(request).userId, tab, request.query, clock())),
    );
  }

  app.get(
    '/v2/user/coupons',
    {
      schema: {
        tags,
        summary: 'The vouchers the customer owns, whether each is usable now and whether it was used',
        response: { 200: successEnvelope(userVouchers) },
      },
      preValidation,
    },
    async (request) => ok(await vouchers(db, authorizedUser(request).userId, clock())),
  );

  app.get(
    '/v2/wallet/transactions',
    {
      schema: {
        tags,
        summary: "The customer's wallet ledger, newest first, with the balance after each transaction",
        querystring: accountPageQuery,
        response: { 200: successEnvelope(walletTransactions) },
      },
      preValidation,
    },
    async (request) => ok(await walletHistory(db, authorizedUser(request).userId, request.query)),
  );

  app.get(
    '/v2/user/referrals',
    {
      schema: {
        tags,
        summary: "The customer's referral code, the friends who joined with it and the credit it earned",
        response: { 200: successEnvelope(referralSummarySchema) },
      },
      preValidation,
    },
    async (request) => ok(await referralSummary(db, authorizedUser(request).userId)),
  );

  app.post(
    '/v2/user-coupons/redeem',
    {
      schema: {
        tags,
        summary: 'Redeems a gift code, once, into wallet money or a voucher of its value',
        body: redeemBody,
        response: { 200: successEnvelope(redeemed) },
      },
      preValidation,
    },
    async (request) => {
      const result = await redeemGiftCode(db, authorizedUser(request).userId, request.body.code, {
        ip: request.ip,
        now: clock(),
      });
      return ok(
        result,
        result.kind === 'wallet'
          ? `Rs ${result.amount} has been added to your wallet.`
          : `A Rs ${result.amount} voucher has been added to your account.`,
      );
    },
  );

  app.get(
    '/v2/wishlist/toggle/:id',
    {
      schema: {
        tags,
        summary: 'Adds the experience to the wishlist, or takes it off when it is there',
        params: idParams,
        response: { 200: successEnvelope(wishlistToggled) },
      },
      preValidation,
    },
    async (request) =>
      ok(await toggleWishlist(db, authorizedUser(request).userId, request.params.id, clock())),
  );

  app.get(
    '/v2/experience/wishlist/:userId',
    {
      schema: {
        tags,
        summary: "The signed-in customer's wishlist as cards for a city (another user's id is a 404)",
        params: wishlistParams,
        querystring: wishlistQuery,
        response: { 200: successEnvelope(wishlistResult) },
      },
      preValidation,
    },
    async (request) =>
      ok(
        await wishlistOf(db, authorizedUser(request).userId, {
          userId: request.params.userId,
          ...request.query,
          city: requestedCity(request),
        }),
      ),
  );
}
