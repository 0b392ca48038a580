import { profileOperations } from '@store/contract';
import { formatInr } from '@store/domain';
import type { AppContext } from '../../app-context';
import { requestedCity } from '../../http/city-context';
import { authorizedUser } from '../../http/current-user';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { bookings, referralSummary, vouchers, walletHistory } from './account-area.service';
import { redeemGiftCode } from './redeem.service';
import { toggleWishlist, wishlistOf } from './wishlist.service';

/** The signed-in customer's bookings, vouchers, wallet, wishlist, gift codes and referrals. */
export function profileRoutes({ app, db, clock }: AppContext): void {
  for (const [operation, tab] of [
    [profileOperations.upcomingOrders, 'upcoming'],
    [profileOperations.pastOrders, 'past'],
  ] as const) {
    route(app, operation, async (request) =>
      ok(await bookings(db, authorizedUser(request).userId, tab, request.query, clock())),
    );
  }

  route(app, profileOperations.vouchers, async (request) =>
    ok(await vouchers(db, authorizedUser(request).userId, clock())),
  );

  route(app, profileOperations.walletTransactions, async (request) =>
    ok(await walletHistory(db, authorizedUser(request).userId, request.query)),
  );

  route(app, profileOperations.referrals, async (request) =>
    ok(await referralSummary(db, authorizedUser(request).userId)),
  );

  route(app, profileOperations.redeem, async (request) => {
    const result = await redeemGiftCode(db, authorizedUser(request).userId, request.body.code, {
      ip: request.ip,
      now: clock(),
    });
    return ok(
      result,
      result.kind === 'wallet'
        ? `${formatInr(result.amount)} has been added to your wallet.`
        : `A ${formatInr(result.amount)} voucher has been added to your account.`,
    );
  });

  route(app, profileOperations.toggleWishlist, async (request) =>
    ok(await toggleWishlist(db, authorizedUser(request).userId, request.params.id, clock())),
  );

  route(app, profileOperations.wishlist, async (request) =>
    ok(
      await wishlistOf(db, authorizedUser(request).userId, {
        userId: request.params.userId,
        ...request.query,
        city: requestedCity(request),
      }),
    ),
  );
}
