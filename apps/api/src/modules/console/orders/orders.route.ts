import { idParams, successEnvelope } from '@store/contract';
import {
  consoleOrderDetail,
  consoleOrderList,
  consoleOrderListQuery,
  vendorOptions,
} from '@store/contract/admin';
import type { AppContext } from '../../../app-context';
import { ok } from '../../../http/envelope';
import { listOrders, orderDetail, vendorOptionsOf } from './console-orders.service';

/** The console's orders: the list with search and filters, one order's page, its vendor choices. */
export function consoleOrdersRoutes({ app, db, clock }: AppContext): void {
  app.get(
    '/orders',
    {
      schema: {
        summary: 'Orders by search (q: an id, mobile or name) and filters, a Today queue among them',
        querystring: consoleOrderListQuery,
        response: { 200: successEnvelope(consoleOrderList) },
      },
    },
    async (request) => ok(await listOrders(db, request.query, clock())),
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        summary:
          'One order: its timeline, payments, refunds, messages, answers, vendors and the actions it allows',
        params: idParams,
        response: { 200: successEnvelope(consoleOrderDetail) },
      },
    },
    async (request) => ok(await orderDetail(db, request.params.id)),
  );

  app.get(
    '/orders/:id/vendors',
    {
      schema: {
        summary:
          "The vendors who work in the order's city: rank for its experience, day, and earlier answers",
        params: idParams,
        response: { 200: successEnvelope(vendorOptions) },
      },
    },
    async (request) => ok(await vendorOptionsOf(db, request.params.id)),
  );
}
