import type { City, OfflinePaymentChoice, OrderStatus, offlineOrderBody, PlacedOrder } from '@store/contract';
import type { Db } from '@store/db';
import {
  amountToPay,
  confirmedOfflineState,
  DomainError,
  isAgent,
  type PlacementSettings,
  paymentHoldUntil,
  toPaise,
  validationError,
} from '@store/domain';
import type { z } from 'zod';
import type { CurrentUser } from '../../http/current-user';
import { findUserBy } from '../accounts';
import {
  applyOrderEvent,
  findOrderOf,
  lockOrderOf,
  recordProviderOrder,
  releaseExpiredHolds,
} from '../order-core';
import type { PaymentProvider } from '../payment-provider';
import { placeOrder } from './place-order.service';

const LAPSED = 'This booking has lapsed: it was not confirmed in time. Please book again.';
const NOT_FOR_AGENTS = "An agent's booking cannot spend the customer's";

/**
 * POST /v5/booking/book_offline_order: for oneself, or by an agent for a customer (customer_id).
 * An agent never spends the customer's wallet money or coupons: asking to is a 400 naming the field.
 */
export async function bookOffline(
  db: Db,
  input: {
    who: CurrentUser;
    body: z.output<typeof offlineOrderBody>;
    city: City;
    idempotencyKey: string | undefined;
    provider: PaymentProvider;
    ip: string;
    settings: PlacementSettings;
    now: Date;
  },
): Promise<PlacedOrder> {
  const { who, body } = input;
  let customer = who;
  if (body.customer_id !== undefined && body.customer_id !== who.userId) {
    if (!isAgent(who.role)) {
      throw new DomainError('FORBIDDEN', 'Only agents can book for another customer.');
    }
    if (body.coupon_code !== undefined) {
      throw validationError(
        { coupon_code: `${NOT_FOR_AGENTS} coupons or vouchers.` },
        `${NOT_FOR_AGENTS} coupons or vouchers.`,
      );
    }
    if (body.use_wallet) {
      throw validationError(
        { use_wallet: `${NOT_FOR_AGENTS} wallet money.` },
        `${NOT_FOR_AGENTS} wallet money.`,
      );
    }
    const user = await findUserBy(db, { id: body.customer_id });
    if (!user) throw new DomainError('NOT_FOUND', `Customer ${body.customer_id} was not found`);
    customer = { ...who, userId: user.id, mobile: user.mobile, mobileVerified: user.mobileVerified };
  }
  return placeOrder({ ...input, db, customer, actorId: who.userId, method: 'offline' });
}

/**
 * The customer confirms their offline booking, once (a second time is a 400, "already given"),
 * choosing how to pay: online (the order waits for its payment with the usual 15-minute hold) or
 * cash on delivery where the experience allows it. A booking whose window passed has lapsed.
 */
export async function confirmOffline(
  db: Db,
  input: {
    who: CurrentUser;
    orderId: number;
    how: OfflinePaymentChoice;
    provider: PaymentProvider;
    now: Date;
  },
): Promise<OrderStatus> {
  const { who, orderId, now } = input;
  const found = await findOrderOf(db, { customerId: who.userId, id: orderId });
  if (!found) throw new DomainError('NOT_FOUND', `Order ${orderId} was not found`);
  const { order } = found;
  if (order.status === 'offline_pending' && order.holdExpiresAt && order.holdExpiresAt <= now) {
    await releaseExpiredHolds(db, now);
    throw validationError({ id: LAPSED }, LAPSED);
  }
  if (order.status !== 'offline_pending') throw alreadyConfirmed();
  const payable = amountToPay(order);
  const next = confirmedOfflineState(input.how, { codAvailable: found.codAvailable, payable });
  // The provider's order is made before the transaction: a network call never holds a row lock.
  const providerOrder =
    next === 'pending_payment'
      ? await input.provider.createOrder({
          amountPaise: toPaise(payable),
          currency: 'INR',
          receipt: `${who.userId}-${now.getTime()}`,
        })
      : undefined;
  return db.transaction(async (tx) => {
    const locked = await lockOrderOf(tx, order.id, who.userId);
    if (locked?.order.status !== 'offline_pending') throw alreadyConfirmed();
    const { move } = await applyOrderEvent(
      tx,
      order.id,
      { type: 'offline_confirmed', how: input.how, codAvailable: found.codAvailable, payable },
      {
        now,
        actorId: who.userId,
        with: { paymentMethod: input.how, holdExpiresAt: providerOrder ? paymentHoldUntil(now) : null },
      },
    );
    await recordProviderOrder(
      tx,
      order.id,
      providerOrder && {
        provider: input.provider.name,
        providerOrderId: providerOrder.providerOrderId,
        amount: payable,
      },
      now,
    );
    return { order_id: order.id, status: move.to };
  });
}

function alreadyConfirmed(): DomainError {
  return new DomainError('VALIDATION_FAILED', 'This booking is already confirmed.', {
    id: 'is not waiting for confirmation',
  });
}
