import type { OrderDetail } from '@store/contract';
import type { Db } from '@store/db';
import { orderBookingQuestions } from '../booking-questions';
import type { OrderRow } from '../order-core';
import { setupPhotosOf, toSetupPhoto } from '../vendors';
import { toOrderDetail } from './order.dto';
import { acceptedVendorOf, customizationOrdersOf, orderHistoryOf, paymentsOf } from './tracking.repository';

/** GET /v2/order-detail-by-id/{id}: the order with its answers, timeline, payments, add-ons and setup photos. */
export async function orderDetailOf(db: Db, row: OrderRow): Promise<OrderDetail> {
  // Independent reads; on PGlite they queue, on a server they overlap.
  const [bookingQuestions, history, payments, customizations, vendor, photos] = await Promise.all([
    orderBookingQuestions(db, row.order),
    orderHistoryOf(db, row.order.id),
    paymentsOf(db, row.order.id),
    customizationOrdersOf(db, row.order.id),
    acceptedVendorOf(db, row.order.id),
    setupPhotosOf(db, row.order.id),
  ]);
  return toOrderDetail(row, {
    bookingQuestions,
    history,
    payments,
    customizations,
    vendor: vendor ?? null,
    setupPhotos: photos.map(toSetupPhoto),
  });
}
