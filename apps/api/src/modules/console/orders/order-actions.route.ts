import type { idParams } from '@store/contract';
import { type consoleDoneBody, consoleOrdersOperations } from '@store/contract/console';
import type { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { ok } from '../../../http/envelope';
import { route } from '../../../http/route';
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
  type Action = (typeof consoleOrdersOperations)[
    | 'addNote'
    | 'cancelOrder'
    | 'refundOrder'
    | 'assignVendor'
    | 'resendRequest'
    | 'completeOrder'
    | 'cashCollected'];
  function action<O extends Action>(
    operation: O,
    done: string,
    run: (on: OrderActionInput, body: z.output<O['body']>) => Promise<void>,
  ) {
    route<Action>(app, operation, async (request) => {
      const { id } = request.params as z.output<typeof idParams>;
      await run(
        { db, operator: operatorOf(request), now: clock(), orderId: id },
        request.body as z.output<O['body']>,
      );
      return ok(await orderDetail(db, id), done);
    });
  }

  const o = consoleOrdersOperations;
  action(o.addNote, 'Note added.', addNote);
  action(o.cancelOrder, 'Order cancelled.', cancelOrder);
  action(o.refundOrder, 'Refund opened.', refundOrder);
  action(o.assignVendor, 'Vendor asked.', (on, body) => chooseVendor(on, body, vendorAnswerWindow));
  action(o.resendRequest, 'Request sent again.', (on, body) =>
    resendToVendor(on, body.reason, vendorAnswerWindow),
  );
  action(o.completeOrder, 'Marked done.', (on, body) => completeOrder(on, body.reason));
  action(o.cashCollected, 'Cash recorded.', (on, body) => recordCash(on, body.reason));

  route(app, consoleOrdersOperations.replaceTrackingLink, async (request) => {
    const { id } = request.params as z.output<typeof idParams>;
    const { reason } = request.body as z.output<typeof consoleDoneBody>;
    const on = { db, operator: operatorOf(request), now: clock(), orderId: id };
    return ok(await replaceTrackingLink(on, reason, linkSecret), 'Tracking link replaced.');
  });
}
