import type { Db } from '@store/db';
import {
  type AnswerWindowSettings,
  addDays,
  DEFAULT_TIME_ZONE,
  nextVendor,
  ymdInZone,
  zonedDateTimeToInstant,
} from '@store/domain';
import { noteOnOrder } from '../order-core';
import { askVendor } from './ask-vendor';
import {
  askedVendorIds,
  insertEscalation,
  lockCapacityLimited,
  lockOrderForDispatch,
  ordersReadyForVendor,
  vendorCandidates,
} from './vendors.repository';

const BATCH = 50;
export const NO_VENDOR_LEFT = 'no vendor left to ask: flagged for the operators';

export type DispatchReport = { sent: number; flagged: number };

/**
 * Sends each booking that waits for a vendor (placed, or back from a rejection or a lapsed request)
 * with every mandatory question answered to its next eligible vendor; one with nobody left is
 * flagged for the operators. Runs from the job queue (`dispatch-orders`) with the injected clock;
 * each order in its own transaction, locked with SKIP LOCKED, so processes share the work and an
 * order is never sent twice. Orders still missing answers wait here (their customer is chased).
 */
export async function dispatchOrders(
  db: Db,
  settings: AnswerWindowSettings,
  now: Date,
): Promise<DispatchReport> {
  const report = { sent: 0, flagged: 0 };
  const fromDate = addDays(ymdInZone(now, DEFAULT_TIME_ZONE), -1);
  for (const orderId of await ordersReadyForVendor(db, fromDate, BATCH)) {
    const outcome = await db.transaction((tx) => dispatchOrder(tx, orderId, settings, now));
    if (outcome === 'sent') report.sent += 1;
    if (outcome === 'flagged') report.flagged += 1;
  }
  return report;
}

/** One order: a request to the first eligible vendor, the order sent_to_vendor, the vendor told. */
async function dispatchOrder(
  tx: Db,
  orderId: number,
  settings: AnswerWindowSettings,
  now: Date,
): Promise<'sent' | 'flagged' | 'skipped'> {
  const order = await lockOrderForDispatch(tx, orderId);
  if (!order) return 'skipped';
  const slotStart =
    order.date && order.startTime
      ? zonedDateTimeToInstant(order.date, order.startTime, order.timeZone)
      : null;
  // A slot already begun is past a request: it stays for the operators' view of late orders.
  if (slotStart && slotStart.getTime() <= now.getTime()) return 'skipped';
  await lockCapacityLimited(tx, order.experienceId, order.cityId);
  const candidates = await vendorCandidates(tx, order.experienceId, order.cityId, order.date);
  const vendor = nextVendor(candidates, {
    date: order.date,
    pincode: order.pincode,
    today: ymdInZone(now, order.timeZone),
    asked: await askedVendorIds(tx, orderId),
  });
  if (!vendor) {
    if (await insertEscalation(tx, { orderId, reason: NO_VENDOR_LEFT, createdAt: now }))
      await noteOnOrder(tx, orderId, NO_VENDOR_LEFT, now);
    return 'flagged';
  }
  const whatsappOptIn = candidates.find((c) => c.vendorId === vendor.vendorId)?.whatsappOptIn ?? false;
  await askVendor(
    tx,
    { id: orderId, slotStart, locality: order.locality, pincode: order.pincode },
    { vendorId: vendor.vendorId, whatsappOptIn },
    { event: { type: 'sent_to_vendor' } },
    settings,
    now,
  );
  return 'sent';
}
