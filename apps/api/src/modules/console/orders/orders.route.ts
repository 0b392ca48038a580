import { consoleOrdersOperations } from '@store/contract/console';
import type { AppContext } from '../../../app-context';
import { ok } from '../../../http/envelope';
import { route } from '../../../http/route';
import { listOrders, orderDetail, vendorOptionsOf } from './console-orders.service';

/** The console's orders: the list with search and filters, one order's page, its vendor choices. */
export function consoleOrdersRoutes({ app, db, clock }: AppContext): void {
  route(app, consoleOrdersOperations.orders, async (request) =>
    ok(await listOrders(db, request.query, clock())),
  );

  route(app, consoleOrdersOperations.order, async (request) => ok(await orderDetail(db, request.params.id)));

  route(app, consoleOrdersOperations.vendorOptions, async (request) =>
    ok(await vendorOptionsOf(db, request.params.id)),
  );
}
