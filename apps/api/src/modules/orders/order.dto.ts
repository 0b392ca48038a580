import type { BookingQuestionView, OrderDetail, PlacedOrder, SetupPhoto } from '@store/contract';
import {
  amountToPay,
  formatDisplayDateTime,
  OPS_CONTACT,
  offlinePaymentText,
  orderTimeline,
  to12Hour,
  toPaise,
  unpaidHoldText,
} from '@store/domain';
import type { findOrderOf } from '../order-core';
import type { customizationOrdersOf, orderHistoryOf, paymentsOf } from './tracking.repository';

type Row = NonNullable<Awaited<ReturnType<typeof findOrderOf>>>;

/** A placement's answer: the order and the provider's order it waits on, read or just written. */
export function toPlacedOrder({ order, payment }: Pick<Row, 'order' | 'payment'>): PlacedOrder {
  return {
    order_id: order.id,
    status: order.status,
    payment_method: order.paymentMethod,
    amount: order.amount,
    amount_discounted: order.amountDiscounted,
    cash_used: order.cashUsed,
    payable: amountToPay(order),
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

/** What the tracking page shows beside the order itself. */
export type OrderTracking = {
  bookingQuestions: BookingQuestionView[];
  history: Awaited<ReturnType<typeof orderHistoryOf>>;
  payments: Awaited<ReturnType<typeof paymentsOf>>;
  customizations: Awaited<ReturnType<typeof customizationOrdersOf>>;
  /** The vendor who accepted it; null until one has. */
  vendor: { name: string; mobile: string } | null;
  setupPhotos: SetupPhoto[];
};

export function toOrderDetail(row: Row, tracking: OrderTracking): OrderDetail {
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
    payable: amountToPay(o),
    hold_expires_at: o.holdExpiresAt?.toISOString() ?? null,
    cod_available: row.codAvailable,
    payment_note: paymentNote(row),
    created_at: o.createdAt.toISOString(),
    kind: o.kind,
    parent_order_id: o.parentOrderId,
    booking_questions: tracking.bookingQuestions,
    is_google_review_opt_in: o.googleReviewOptIn ? 1 : 0,
    ops_contact: OPS_CONTACT,
    vendor: tracking.vendor,
    timeline: orderTimeline(tracking.history).map((step) => ({
      ...step,
      at: step.at.toISOString(),
      at_text: formatDisplayDateTime(step.at, row.timeZone),
    })),
    setup_photos: tracking.setupPhotos,
    payments: tracking.payments.map((p) => ({
      provider: p.provider,
      amount: p.amount,
      status: p.status,
      at: p.updatedAt.toISOString(),
    })),
    add_ons: tracking.customizations.map((a) => ({
      order_id: a.id,
      status: a.status,
      amount: a.amount,
      payable: amountToPay(a),
      customizations: a.customizations.map((c) => ({ ...c, type: c.type ?? '' })),
      created_at: a.createdAt.toISOString(),
    })),
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
