import { successEnvelope } from '../envelope';
import { declareOperations } from '../operation';
import { customizationOrderBody } from '../order-customization';
import { addTaskCustomizationBody, taskCustomizations } from '../order-tracking';
import {
  confirmOfflineBody,
  offlineOrderBody,
  orderDetail,
  orderDetailQuery,
  orderStatus,
  placedOrder,
  placeOrderBody,
} from '../orders';
import { idParams } from '../params';

/** The operations of apps/api/src/modules/orders, each declared once: the API registers them, the clients call them. */
/** What placing an order may answer, whichever way it is paid. */
const PLACEMENT_ERRORS = [
  'COD_UNAVAILABLE',
  'IDEMPOTENCY_MISMATCH',
  'LINK_USED',
  'MOBILE_MISSING',
  'MOBILE_NOT_VERIFIED',
  'NOT_FOUND',
  'OFFLINE_BOOKING_UNAVAILABLE',
  'ORDER_STATE',
  'PINCODE_CITY_MISMATCH',
  'PINCODE_NOT_SERVICEABLE',
  'PRICE_CHANGED',
  'PRICE_ON_REQUEST',
  'PROVIDER_UNAVAILABLE',
  'RATE_LIMITED',
  'SLOT_FULL',
  'UNKNOWN_CITY',
  'UNPAID_HOLDS_LIMIT',
] as const;

export const ordersOperations = declareOperations({
  placeOnlineOrder: {
    method: 'POST',
    path: '/v5/booking/book_order',
    access: 'customer',
    tags: ['orders'],
    summary: 'Places an online order: priced by the server, its places held 15 minutes for payment',
    body: placeOrderBody,
    replies: { 200: successEnvelope(placedOrder) },
    errors: PLACEMENT_ERRORS,
  },
  placeCodOrder: {
    method: 'POST',
    path: '/v5/booking/book_cod_order',
    access: 'customer',
    tags: ['orders'],
    summary: 'Places a cash-on-delivery order where the experience allows it',
    body: placeOrderBody,
    replies: { 200: successEnvelope(placedOrder) },
    errors: PLACEMENT_ERRORS,
  },
  placeOfflineOrder: {
    method: 'POST',
    path: '/v5/booking/book_offline_order',
    access: 'customer',
    tags: ['orders'],
    summary:
      'An offline booking (for oneself, or by an agent for customer_id) that the customer confirms later',
    body: offlineOrderBody,
    replies: { 200: successEnvelope(placedOrder) },
    errors: PLACEMENT_ERRORS,
  },
  confirmOfflineBooking: {
    method: 'POST',
    path: '/v2/booking/confirm_offline_booking/:id',
    access: 'customer',
    tags: ['orders'],
    summary:
      'The customer confirms an offline booking, once, choosing online payment (then paid as any online order) or cash on delivery where allowed',
    params: idParams,
    body: confirmOfflineBody,
    replies: { 200: successEnvelope(orderStatus) },
    errors: [
      'COD_UNAVAILABLE',
      'NOT_FOUND',
      'ORDER_STATE',
      'PROVIDER_UNAVAILABLE',
      'RATE_LIMITED',
      'SLOT_FULL',
    ],
  },
  orderDetail: {
    method: 'GET',
    path: '/v2/order-detail-by-id/:id',
    access: 'customer-or-link-key',
    tags: ['orders'],
    summary: "One of the signed-in customer's orders, or any order with its tracking link's key",
    params: idParams,
    query: orderDetailQuery,
    replies: { 200: successEnvelope(orderDetail) },
    errors: ['NOT_FOUND', 'NO_TOKEN', 'RATE_LIMITED', 'TRACKING_LINK_EXPIRED'],
  },
  buyCustomization: {
    method: 'POST',
    path: '/v5/booking/book_order_customisation/:id',
    access: 'customer',
    tags: ['orders'],
    summary:
      "Add-ons for one of the customer's paid bookings ({id}): priced by the server, a child order paid online",
    params: idParams,
    body: customizationOrderBody,
    replies: { 200: successEnvelope(placedOrder) },
    errors: ['NOT_FOUND', 'PROVIDER_UNAVAILABLE', 'RATE_LIMITED', 'SLOT_FULL', 'UNKNOWN_CITY'],
  },
  addTaskCustomization: {
    method: 'POST',
    path: '/v5/add_task_customization',
    access: 'customer',
    tags: ['orders'],
    summary:
      'One more add-on for a paid booking, priced with those chosen so far (refused when already chosen)',
    body: addTaskCustomizationBody,
    replies: { 200: successEnvelope(taskCustomizations) },
    errors: [
      'CUSTOMIZATIONS_CLOSED',
      'CUSTOMIZATION_ALREADY_CHOSEN',
      'NOT_FOUND',
      'RATE_LIMITED',
      'UNKNOWN_CITY',
    ],
  },
});
