import type { City, offlineOrderBody, PlacedOrder } from '@store/contract';
import type { Db } from '@store/db';
import { assertTransition, DomainError } from '@store/domain';
import type { z } from 'zod';
import type { CurrentUser } from '../../http/current-user';
import { findUserBy } from '../accounts/users.repository';
import type { PaymentProvider } from '../payments/provider';
import { insertOrderEvents, lockOrderOf, setStatus } from './orders.repository';
import { placeOrder } from './place-order.service';

/** POST /v5/booking/book_offline_order: for oneself, or by an agent for a customer (customer_id). */
export async function bookOffline(
  db: Db,
  input: {
    who: CurrentUser;
    body: z.output<typeof offlineOrderBody>;
    city: City;
    idempotencyKey: string | undefined;
    provider: PaymentProvider;
    now: Date;
  },
): Promise<PlacedOrder> {
  const { who, body } = input;
  let customer = who;
  if (body.customer_id !== undefined && body.customer_id !== who.userId) {
    if (who.role !== 'agent' && who.role !== 'operator') {
      throw new DomainError('FORBIDDEN', 'Only agents can book for another customer.');
    }
    const user = await findUserBy(db, { id: body.customer_id });
    if (!user) throw new DomainError('NOT_FOUND', `Customer ${body.customer_id} was not found`);
    customer = { ...who, userId: user.id, mobile: user.mobile, mobileVerified: user.mobileVerified };
  }
  return placeOrder({ ...input, db, customer, actorId: who.userId, method: 'offline' });
}

/** The customer confirms their offline booking, once: a second time is a 400 (spec: "already given"). */
export async function confirmOffline(db: Db, who: CurrentUser, orderId: number, now: Date) {
  return db.transaction(async (tx) => {
    const order = await lockOrderOf(tx, orderId, who.userId);
    if (!order) throw new DomainError('NOT_FOUND', `Order ${orderId} was not found`);
    if (order.status !== 'offline_pending') {
      throw new DomainError('VALIDATION_FAILED', 'This booking is already confirmed.', {
        id: 'is not waiting for confirmation',
      });
    }
    assertTransition('offline_pending', 'placed');
    await setStatus(tx, order.id, 'placed', now);
    await insertOrderEvents(tx, [
      {
        orderId: order.id,
        fromStatus: 'offline_pending',
        toStatus: 'placed',
        cause: 'confirmed by the customer',
        actorId: who.userId,
        createdAt: now,
      },
    ]);
    return { order_id: order.id, status: 'placed' };
  });
}
