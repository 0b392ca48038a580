import { idParams, successEnvelope } from '@store/contract';
import {
  assignVendorBody,
  consoleCancelBody,
  consoleDoneBody,
  consoleOrderDetail,
  consoleRefundBody,
  orderNoteBody,
  resendRequestBody,
} from '@store/contract/admin';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../app-context';
import { ok } from '../../../http/envelope';
import { operatorOf } from '../console-guard';
import { orderDetail } from './console-orders.service';
import {
  addNote,
  cancelOrder,
  chooseVendor,
  completeOrder,
  type OrderActionInput,
  recordCash,
  refundOrder,
  resendToVendor,
} from './order-actions.service';

/**
 * The console's actions on an order (issue 16, item 4). Each is audited and answers the order as
 * it now is, so the page shows the outcome without asking again.
 */
export function orderActionsRoutes({ app, db, clock, vendorAnswerWindow }: AppContext): void {
  const on = (request: FastifyRequest, orderId: number): OrderActionInput => ({
    db,
    operator: operatorOf(request),
    now: clock(),
    orderId,
  });
  const schema = <B>(summary: string, body: B) => ({
    summary,
    params: idParams,
    body,
    response: { 200: successEnvelope(consoleOrderDetail) },
  });

  app.post(
    '/orders/:id/notes',
    { schema: schema('Adds a note for the team to the order', orderNoteBody) },
    async (r) => {
      await addNote(on(r, r.params.id), r.body);
      return ok(await orderDetail(db, r.params.id), 'Note added.');
    },
  );

  app.post(
    '/orders/:id/cancel',
    {
      schema: schema(
        'Cancels the booking and its add-ons, giving back refund_percent of what was paid',
        consoleCancelBody,
      ),
    },
    async (r) => {
      await cancelOrder(on(r, r.params.id), r.body);
      return ok(await orderDetail(db, r.params.id), 'Order cancelled.');
    },
  );

  app.post(
    '/orders/:id/refunds',
    {
      schema: schema(
        'Refunds part or all of the online payment (never more than is left)',
        consoleRefundBody,
      ),
    },
    async (r) => {
      await refundOrder(on(r, r.params.id), r.body);
      return ok(await orderDetail(db, r.params.id), 'Refund opened.');
    },
  );

  app.post(
    '/orders/:id/vendor',
    {
      schema: schema(
        'Gives the booking to the chosen vendor (the one asked or holding it hears)',
        assignVendorBody,
      ),
    },
    async (r) => {
      await chooseVendor(on(r, r.params.id), r.body, vendorAnswerWindow);
      return ok(await orderDetail(db, r.params.id), 'Vendor asked.');
    },
  );

  app.post(
    '/orders/:id/vendor/resend',
    { schema: schema('Asks the silent vendor again, with a new answer window', resendRequestBody) },
    async (r) => {
      await resendToVendor(on(r, r.params.id), r.body.reason, vendorAnswerWindow);
      return ok(await orderDetail(db, r.params.id), 'Request sent again.');
    },
  );

  app.post(
    '/orders/:id/complete',
    { schema: schema('Marks the booking done', consoleDoneBody) },
    async (r) => {
      await completeOrder(on(r, r.params.id), r.body.reason);
      return ok(await orderDetail(db, r.params.id), 'Marked done.');
    },
  );

  app.post(
    '/orders/:id/cash-collected',
    { schema: schema("Records a cash-on-delivery booking's cash as collected", consoleDoneBody) },
    async (r) => {
      await recordCash(on(r, r.params.id), r.body.reason);
      return ok(await orderDetail(db, r.params.id), 'Cash recorded.');
    },
  );
}
