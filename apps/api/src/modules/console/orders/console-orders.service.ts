import type { ConsoleOrderDetail, consoleOrderListQuery, orderExportQuery } from '@store/contract/console';
import type { Db } from '@store/db';
import {
  consoleOrderActions,
  DomainError,
  dayOfWeek,
  hasRefundInFlight,
  isOrderState,
  ORDER_STATE_LABELS,
  refundableLeft,
} from '@store/domain';
import type { z } from 'zod';
import { answeredQuestionsOf } from '../../booking-questions';
import { messagesOfOrder } from '../../messaging';
import { paidPaymentOf, refundedSoFar, refundsOf } from '../../refunds';
import { vendorsForOrder } from '../../vendors';
import { auditOfOrder } from '../audit/audit.repository';
import { feedbackOfOrder } from '../inbox/order-feedback.service';
import { pageWindow } from '../paging';
import { addressLine, toConsoleOrderRow } from './console-order.dto';
import {
  customizationOrdersOfBooking,
  findOrderRow,
  findOrderRows,
  type OrderSearch,
} from './console-orders.repository';
import { toMessage, toPayment, toRefund, toTimeline, toVendorRequest } from './order-detail.dto';
import {
  cashCollected,
  eventsOfOrder,
  openFlagOf,
  paymentsOfOrder,
  vendorRequestsOfOrder,
} from './order-detail.repository';

/** The orders list's search and filters (its CSV export's too). */
export function orderSearchOf(query: z.output<typeof orderExportQuery>, now: Date): OrderSearch {
  return {
    q: query.q || undefined,
    status: query.status,
    cityId: query.city_id,
    experienceId: query.experience_id,
    customerId: query.customer_id,
    vendorId: query.vendor_id,
    dateFrom: query.date_from,
    dateTo: query.date_to,
    attention: query.attention,
    now,
  };
}

/** GET /admin/v1/orders: one page of matching orders. */
export async function listOrders(db: Db, query: z.output<typeof consoleOrderListQuery>, now: Date) {
  const { rows, total } = await findOrderRows(db, orderSearchOf(query, now), {
    ...pageWindow(query),
    sort: query.sort,
    order: query.order,
  });
  return { items: rows.map(toConsoleOrderRow), total };
}

/** GET /admin/v1/orders/{id}: the order with everything an operator reads before acting. */
export async function orderDetail(db: Db, id: number): Promise<ConsoleOrderDetail> {
  const row = await findOrderRow(db, id);
  if (!row) throw new DomainError('NOT_FOUND', `Order ${id} was not found`);
  const { order } = row;
  if (!isOrderState(order.status)) throw new Error(`order ${order.id} has an unknown state`);
  const [
    events,
    audit,
    payments,
    refunds,
    messages,
    answers,
    requests,
    flag,
    customizations,
    paid,
    refunded,
    cash,
    feedback,
  ] = await Promise.all([
    eventsOfOrder(db, id),
    auditOfOrder(db, id),
    paymentsOfOrder(db, id),
    refundsOf(db, [id]),
    messagesOfOrder(db, id),
    answeredQuestionsOf(db, { id, experienceId: order.experienceId }),
    vendorRequestsOfOrder(db, id),
    openFlagOf(db, id),
    customizationOrdersOfBooking(db, id),
    paidPaymentOf(db, id),
    refundedSoFar(db, id),
    cashCollected(db, id),
    feedbackOfOrder(db, id),
  ]);
  const paidOnline = paid?.amount ?? 0;
  const refundable = refundableLeft({ paidOnline, refunded });
  return {
    ...toConsoleOrderRow(row),
    quantity: order.quantity,
    pincode: order.pincode,
    locality: order.locality,
    address: addressLine(order.deliveryAddress),
    customizations: order.customizations.map((c) => ({
      name: c.name,
      quantity: c.quantity,
      amount: c.amount,
    })),
    money: {
      experience_amount: order.experienceAmount,
      delivery_charges: order.deliveryCharges,
      discount: order.amountDiscounted,
      coupon_code: order.couponCode,
      wallet_used: order.cashUsed,
      amount: order.amount,
      paid_online: paidOnline,
      refunded,
      refundable,
    },
    parent_order_id: order.parentOrderId,
    add_on_ids: customizations.map((a) => a.id),
    add_ons: customizations.map(toCustomization),
    flagged: flag ? { reason: flag.reason, at: flag.createdAt.toISOString() } : null,
    timeline: toTimeline(events, audit),
    payments: payments.map(toPayment),
    refunds: refunds.map(toRefund),
    messages: messages.map(toMessage),
    answers: answers
      .filter((a) => a.value !== null && a.value !== '')
      .map((a) => ({ question: a.question, answer: a.value ?? '', mandatory: a.mandatory })),
    vendor_requests: requests.map(toVendorRequest),
    feedback,
    actions: consoleOrderActions({
      state: order.status,
      kind: order.kind,
      paymentMethod: order.paymentMethod,
      openRequest: requests.some((r) => r.request.status === 'sent'),
      cashCollected: cash,
      refundable,
      refundInFlight: hasRefundInFlight(refunds),
    }),
  };
}

function toCustomization(a: Awaited<ReturnType<typeof customizationOrdersOfBooking>>[number]) {
  if (!isOrderState(a.status)) throw new Error(`order ${a.id} has an unknown state`);
  return {
    id: a.id,
    status: a.status,
    status_label: ORDER_STATE_LABELS[a.status],
    amount: a.amount,
    customizations: a.customizations.map((c) => ({ name: c.name, quantity: c.quantity })),
    created_at: a.createdAt.toISOString(),
  };
}

/** GET /admin/v1/orders/{id}/vendors: whom an operator may give the booking to. */
export async function vendorOptionsOf(db: Db, id: number) {
  const row = await findOrderRow(db, id);
  if (!row) throw new DomainError('NOT_FOUND', `Order ${id} was not found`);
  const { order } = row;
  const weekday = order.date === null ? null : dayOfWeek(order.date);
  const vendors = await vendorsForOrder(db, order);
  return {
    vendors: vendors.map((v) => ({
      id: v.id,
      name: v.name,
      mobile: v.mobile,
      rank: v.rank,
      active: v.active,
      works_that_day: weekday === null || v.workingDays.includes(weekday),
      asked: v.asked,
    })),
  };
}
