import { ordersOperations } from '@store/contract';
import type { AppContext } from '../../app-context';
import { authorizedUser } from '../../http/current-user';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { paymentProvider } from '../payments';
import { bookCustomization } from './customization-order.service';
import { idempotencyKey } from './orders.route';
import { addTaskCustomization } from './task-customization.service';

export function customizationOrderRoutes({ app, db, clock, payments, placement }: AppContext): void {
  const provider = paymentProvider(db, payments);

  route(app, ordersOperations.buyCustomization, async (request) => {
    const placed = await bookCustomization({
      db,
      customerId: authorizedUser(request).userId,
      orderId: request.params.id,
      body: request.body,
      idempotencyKey: idempotencyKey(request),
      provider,
      ip: request.ip,
      settings: placement,
      now: clock(),
    });
    return ok(placed, 'Add-ons ordered. Complete the payment within 15 minutes.');
  });

  route(app, ordersOperations.addTaskCustomization, async (request) =>
    ok(await addTaskCustomization(db, authorizedUser(request).userId, request.body, clock())),
  );
}
