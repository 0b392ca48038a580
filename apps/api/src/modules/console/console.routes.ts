import { CONSOLE_API_PREFIX } from '@store/contract/console';
import type { AppContext } from '../../app-context';
import { auditRoutes } from './audit/audit.route';
import { availabilityRoutes } from './availability/availability.route';
import { catalogueRoutes } from './catalogue/catalogue.route';
import { catalogueExtrasRoutes } from './catalogue/extras.route';
import { guardConsole } from './console-guard';
import { consoleCouponsRoutes } from './coupons/coupons.route';
import { inboxRoutes } from './inbox/inbox.route';
import { reviewQueueRoutes } from './inbox/review-queue.route';
import { lookupsRoutes } from './lookups/lookups.route';
import { orderActionsRoutes } from './orders/order-actions.route';
import { consoleOrdersRoutes } from './orders/orders.route';
import { consolePayoutsRoutes } from './payouts/payouts.route';
import { peopleRoutes } from './people/people.route';
import { walletRoutes } from './people/wallet.route';
import { consolePincodesRoutes } from './pincodes/pincodes.route';
import { consolePushRoutes } from './push/push.route';
import { reportsRoutes } from './reports/reports.route';
import { consoleSessionRoutes } from './session/console-session.route';
import { todayRoutes } from './today/today.route';
import { consoleVendorsRoutes } from './vendors/console-vendors.route';

/** The OpenAPI tag every console route is listed under. */
export const CONSOLE_TAG = 'console';

/** Each screen's routes; a new screen adds its feature here (apps/console/README.md). */
const CONSOLE_FEATURES = [
  consoleSessionRoutes,
  todayRoutes,
  consoleOrdersRoutes,
  orderActionsRoutes,
  auditRoutes,
  peopleRoutes,
  lookupsRoutes,
  // Catalogue
  catalogueRoutes,
  catalogueExtrasRoutes,
  // Availability, pincodes and coupons
  availabilityRoutes,
  consolePincodesRoutes,
  consoleCouponsRoutes,
  // People (wallet), vendors, inbox, reports (console-people)
  walletRoutes,
  consoleVendorsRoutes,
  inboxRoutes,
  reviewQueueRoutes,
  reportsRoutes,
  consolePushRoutes,
  // Vendor payouts
  consolePayoutsRoutes,
];

/**
 * The operator console's API under its own prefix, in its own Fastify scope: the scope's
 * one guard checks every route (console-guard.ts) and every route is tagged `console` in /docs.
 * Routes are written as in the store, paths relative to the prefix.
 */
export function consoleRoutes(ctx: AppContext): void {
  ctx.app.register(
    async (scope) => {
      guardConsole(scope, ctx.db, ctx.clock);
      scope.addHook('onRoute', (route) => {
        route.schema = route.schema ?? {};
        route.schema.tags = [CONSOLE_TAG];
      });
      const app = scope as unknown as AppContext['app'];
      for (const feature of CONSOLE_FEATURES) feature({ ...ctx, app });
    },
    { prefix: CONSOLE_API_PREFIX },
  );
}
