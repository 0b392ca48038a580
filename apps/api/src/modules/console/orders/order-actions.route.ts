import { idParams, successEnvelope } from '@store/contract';
import {
  assignVendorBody,
  consoleCancelBody,
  consoleDoneBody,
  consoleOrderDetail,
  consoleRefundBody,
  orderNoteBody,
  replacedTrackingLink,
  resendRequestBody,
} from '@store/contract/admin';
import type { z } from 'zod';
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
  replaceTrackingLink,
  resendToVendor,
} from './order-actions.service';

/**
 * The console's actions on an order: POST /orders/{id}/<action>. Each is audited
 * by its service and answers the order as it now is, so the page shows the outcome at once.
 */
export function orderActionsRoutes({ app, db, clock, vendorAnswerWindow, linkSecret }: AppContext): void {
  function action<B extends z.ZodType>(
    path: string,
    summary: string,
    body: B,
    done: string,
    run: (on: OrderActionInput, body: z.output<B>) => Promise<void>,
  ) {
    app.post(
      `/orders/:id/${path}`,
      { schema: { summary, params: idParams, body, response: { 200: successEnvelope(consoleOrderDetail) } } },
      async (request) => {
        const { id } = request.params as z.output<typeof idParams>;
        await run(
          { db, operator: operatorOf(request), now: clock(), orderId: id },
          request.body as z.output<B>,
        );
        return ok(await orderDetail(db, id), done);
      },
    );
  }

  action('notes', 'Adds a note for the team to the order', orderNoteBody, 'Note added.', addNote);
  action(
    'cancel',
    'Cancels the booking and its add-ons, giving back refund_percent of what was paid',
    consoleCancelBody,
    'Order cancelled.',
    cancelOrder,
  );
  action(
    'refunds',
    'Refunds part or all of the online payment (never more than is left)',
    consoleRefundBody,
    'Refund opened.',
    refundOrder,
  );
  action(
    'vendor',
    'Gives the booking to the chosen vendor (the one asked or holding it hears)',
    assignVendorBody,
    'Vendor asked.',
    (on, body) => chooseVendor(on, body, vendorAnswerWindow),
  );
  action(
    'vendor/resend',
    'Asks the silent vendor again, with a new answer window',
    resendRequestBody,
    'Request sent again.',
    (on, body) => resendToVendor(on, body.reason, vendorAnswerWindow),
  );
  action('complete', 'Marks the booking done', consoleDoneBody, 'Marked done.', (on, body) =>
    completeOrder(on, body.reason),
  );
  action(
    'cash-collected',
    "Records a cash-on-delivery booking's cash as collected",
    consoleDoneBody,
    'Cash recorded.',
    (on, body) => recordCash(on, body.reason),
  );

  app.post(
    '/orders/:id/tracking-link',
    {
      schema: {
        summary: "Replaces the order's tracking link: the old key stops opening it at once",
        params: idParams,
        body: consoleDoneBody,
        response: { 200: successEnvelope(replacedTrackingLink) },
      },
    },
    async (request) => {
      const { id } = request.params as z.output<typeof idParams>;
      const { reason } = request.body as z.output<typeof consoleDoneBody>;
      const on = { db, operator: operatorOf(request), now: clock(), orderId: id };
      return ok(await replaceTrackingLink(on, reason, linkSecret), 'Tracking link replaced.');
    },
  );
}
