import {
  addTaskCustomizationBody,
  customisationOrderBody,
  idParams,
  placedOrder,
  successEnvelope,
  taskCustomizations,
} from '@store/contract';
import type { AppContext } from '../../app-context';
import { authorize, authorizedUser, SIGNED_IN } from '../../http/current-user';
import { ok } from '../../http/envelope';
import { paymentProvider } from '../payments';
import { bookCustomisation } from './customisation-order.service';
import { idempotencyKey } from './orders.route';
import { addTaskCustomization } from './task-customization.service';

export function customisationOrderRoutes({ app, db, clock, payments, placement }: AppContext): void {
  const provider = paymentProvider(db, payments);

  app.post(
    '/v5/booking/book_order_customisation/:id',
    {
      schema: {
        tags: ['orders'],
        summary:
          "Add-ons for one of the customer's paid bookings ({id}): priced by the server, a child order paid online",
        params: idParams,
        body: customisationOrderBody,
        response: { 200: successEnvelope(placedOrder) },
      },
      preValidation: authorize(db, clock, SIGNED_IN),
    },
    async (request) => {
      const placed = await bookCustomisation({
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
    },
  );

  app.post(
    '/v5/add_task_customization',
    {
      schema: {
        tags: ['orders'],
        summary:
          'One more add-on for a paid booking, priced with those chosen so far (refused when already chosen)',
        body: addTaskCustomizationBody,
        response: { 200: successEnvelope(taskCustomizations) },
      },
      preValidation: authorize(db, clock, SIGNED_IN),
    },
    async (request) =>
      ok(await addTaskCustomization(db, authorizedUser(request).userId, request.body, clock())),
  );
}
