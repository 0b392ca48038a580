import type { BookingQuestionView, OrderDetail, PlacedOrder } from '@store/contract';
import { offlinePaymentText, to12Hour, toPaise, unpaidHoldText } from '@store/domain';
import type { findOrderOf } from './orders.repository';

type Row = NonNullable<Awaited<ReturnType<typeof findOrderOf>>>;

export function toPlacedOrder({ order, payment }: Row): PlacedOrder {
  return {
    order_id: order.id,
    status: order.status,
    payment_method: order.paymentMethod,
    amount: order.amount,
    amount_discounted: order.amountDiscounted,
    cash_used: order.cashUsed,
    payable: order.amount - order.amountDiscounted - order.cashUsed,
    coupon_code: order.couponCode,
    hold_expires_at: order.holdExpiresAt?.toISOString() ?? null,
    payment: payment
      ? {
          provider: payment.provider,
          provider_order_id: payment.providerOrderId,
          amount_paise: toPaise(payment.amount),
          currency: payment.currency,
        }
      : null,
  };
}

export function toOrderDetail(row: Row, bookingQuestions: BookingQuestionView[]): OrderDetail {
  const { order: o } = row;
  return {
    id: o.id,
    status: o.status,
    payment_method: o.paymentMethod,
    experience_id: o.experienceId,
    experience_name: row.experienceName,
    featured_image: row.featuredImage,
    city_id: o.cityId,
    date: o.date,
    slot_id: o.slotId,
    time: row.startTime && row.endTime ? `${to12Hour(row.startTime)} - ${to12Hour(row.endTime)}` : null,
    pincode: o.pincode,
    delivery_address: o.deliveryAddress ?? null,
    quantity: o.quantity,
    experience_amount: o.experienceAmount,
    delivery_charges: o.deliveryCharges,
    task_surge: o.taskSurge,
    customization_surge: o.customizationSurge,
    customizations: o.customizations.map((c) => ({ ...c, type: c.type ?? '' })),
    amount: o.amount,
    coupon_code: o.couponCode,
    amount_discounted: o.amountDiscounted,
    cash_used: o.cashUsed,
    payable: o.amount - o.amountDiscounted - o.cashUsed,
    hold_expires_at: o.holdExpiresAt?.toISOString() ?? null,
    cod_available: row.codAvailable,
    payment_note: paymentNote(row),
    created_at: o.createdAt.toISOString(),
    kind: o.kind,
    parent_order_id: o.parentOrderId,
    booking_questions: bookingQuestions,
  };
}

/** How and by when an unpaid order is to be paid, in the city's time; null once nothing is pending. */
function paymentNote({ order: o, timeZone, codAvailable }: Row): string | null {
  if (!o.holdExpiresAt) return null;
  if (o.status === 'offline_pending')
    return offlinePaymentText({ until: o.holdExpiresAt, timeZone, codAvailable });
  if (o.status === 'pending_payment') return unpaidHoldText({ until: o.holdExpiresAt, timeZone });
  return null;
}
