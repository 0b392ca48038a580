import type { customizationOrderBody, PlacedOrder } from '@store/contract';
import type { Db } from '@store/db';
import {
  assertQuotedPrice,
  DomainError,
  initialOrderState,
  isOpenForCustomizations,
  type PlacementSettings,
  paymentHoldUntil,
  toPaise,
  validationError,
} from '@store/domain';
import type { z } from 'zod';
import { resolveCity } from '../cities';
import { countOrderPlaced } from '../observability';
import { findOrderOf, lockOrderOf, startOrder } from '../order-core';
import type { PaymentProvider } from '../payment-provider';
import { priceCustomizationsFor } from './customization-price';
import { toPlacedOrder } from './order.dto';
import { limitPlacements } from './placement-limits.service';

export type CustomizationPurchase = {
  db: Db;
  customerId: number;
  orderId: number;
  body: z.output<typeof customizationOrderBody>;
  idempotencyKey: string | undefined;
  provider: PaymentProvider;
  /** The client's address: placements are limited per person and per network. */
  ip: string;
  settings: PlacementSettings;
  now: Date;
};

/**
 * POST /v5/booking/book_order_customisation/{id}: add-ons for one of the customer's paid bookings,
 * priced by the server, as a child order paid online on its own. It takes no places: it has no
 * slot of its own, so neither its hold nor its expiry touches the slot's capacity.
 */
export async function bookCustomization(p: CustomizationPurchase): Promise<PlacedOrder> {
  const { db, customerId, now } = p;
  if (p.idempotencyKey) {
    const earlier = await findOrderOf(db, { customerId, idempotencyKey: p.idempotencyKey });
    if (earlier) return toPlacedOrder(earlier);
  }
  await limitPlacements(db, p.settings, { userId: customerId, ip: p.ip }, now);
  const found = await findOrderOf(db, { customerId, id: p.orderId });
  if (!found) throw new DomainError('NOT_FOUND', `Order ${p.orderId} was not found`);
  const { order: parent } = found;
  if (parent.kind !== 'booking') {
    throw refusal('Add-ons are bought for the booking itself, not for an add-on order.');
  }
  if (!isOpenForCustomizations(parent.status)) throw notOpen();
  const city = await resolveCity(db, String(parent.cityId));
  const price = await priceCustomizationsFor(db, parent, city, p.body.customizations, now);
  assertQuotedPrice(price.amount, p.body.amount, 'add-ons');
  // As for a booking: the provider's order is made before the transaction, never inside it.
  const providerOrder =
    price.amount > 0
      ? await p.provider.createOrder({
          amountPaise: toPaise(price.amount),
          currency: 'INR',
          receipt: `${customerId}-${now.getTime()}`,
        })
      : undefined;
  const status = initialOrderState('online', providerOrder !== undefined);
  const started = await db.transaction(async (tx) => {
    // The booking may have been cancelled meanwhile: checked again under its row lock.
    const locked = await lockOrderOf(tx, parent.id, customerId);
    if (!locked || !isOpenForCustomizations(locked.order.status)) throw notOpen();
    // The same key won a race a moment ago when undefined: nothing was written, its order is read below.
    return startOrder(
      tx,
      {
        kind: 'customisation',
        parentOrderId: parent.id,
        customerId,
        experienceId: parent.experienceId,
        cityId: parent.cityId,
        pincode: parent.pincode,
        // Add-ons of a booking: no slot of their own, no delivery, no coupon or wallet money.
        slotId: null,
        date: null,
        quantity: 1,
        amount: price.amount,
        status,
        customizations: price.customizations,
        experienceAmount: 0,
        deliveryCharges: 0,
        taskSurge: 0,
        customizationSurge: price.customizationSurge,
        paymentMethod: 'online',
        holdExpiresAt: providerOrder ? paymentHoldUntil(now) : null,
        idempotencyKey: p.idempotencyKey ?? null,
        requestHash: null,
        couponCode: null,
        agentId: null,
        amountDiscounted: 0,
        cashUsed: 0,
        addressId: null,
        deliveryAddress: null,
        createdAt: now,
        updatedAt: now,
      },
      {
        cause: `add-ons for order #${parent.id} (online)`,
        actorId: customerId,
        now,
        payment: providerOrder && {
          provider: p.provider.name,
          providerOrderId: providerOrder.providerOrderId,
          amount: price.amount,
        },
      },
    );
  });
  if (started) {
    countOrderPlaced('add_on', 'online');
    return toPlacedOrder(started);
  }
  const placed = await findOrderOf(db, { customerId, idempotencyKey: p.idempotencyKey ?? '' });
  if (!placed) throw new Error('the add-on order just placed was not found');
  return toPlacedOrder(placed);
}

function refusal(message: string) {
  return validationError({ id: message }, message);
}

const notOpen = () => refusal('Add-ons can be bought only for a booking that is paid or confirmed.');
