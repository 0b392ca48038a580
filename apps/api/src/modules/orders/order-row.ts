import type { BookingQuote } from '@store/contract';
import type { schema } from '@store/db';
import type { OrderState } from '@store/domain';
import type { Delivery } from '../addresses';
import type { Money } from '../checkouts';

/** The orders row of a placement: the server's quote and money, as they were when it was booked. */
export function orderRow(o: {
  customerId: number;
  quote: BookingQuote;
  money: Money;
  status: OrderState;
  method: schema.PaymentMethod;
  holdExpiresAt: Date | null;
  idempotencyKey: string | null;
  requestHash: string;
  agentId: number | null;
  delivery: Delivery;
  now: Date;
}) {
  const { quote, money } = o;
  return {
    kind: 'booking' as const,
    parentOrderId: null,
    customerId: o.customerId,
    experienceId: quote.experience_id,
    cityId: quote.city_id,
    slotId: quote.slot_id,
    date: quote.date,
    quantity: quote.quantity,
    amount: quote.amount,
    status: o.status,
    pincode: quote.pincode,
    customizations: quote.customizations,
    experienceAmount: quote.experience_amount,
    deliveryCharges: quote.delivery_charges,
    taskSurge: quote.task_surge,
    customizationSurge: quote.customization_surge,
    paymentMethod: o.method,
    couponCode: money.couponCode,
    amountDiscounted: money.discount,
    cashUsed: money.cashUsed,
    holdExpiresAt: o.holdExpiresAt,
    idempotencyKey: o.idempotencyKey,
    requestHash: o.requestHash,
    agentId: o.agentId,
    addressId: o.delivery.addressId,
    deliveryAddress: o.delivery.deliveryAddress,
    createdAt: o.now,
    updatedAt: o.now,
  };
}

/** An agent's link charges the price it was shared at; the slot is still checked live. */
export function withLockedPrice(live: BookingQuote, locked: BookingQuote): BookingQuote {
  return {
    ...live,
    amount: locked.amount,
    experience_amount: locked.experience_amount,
    task_surge: locked.task_surge,
    customization_surge: locked.customization_surge,
    delivery_charges: locked.delivery_charges,
    customizations: locked.customizations,
  };
}
