import type { Db } from '@store/db';
import { type AnswerWindowSettings, type OrderEvent, vendorAnswerWindowMs, vendorArea } from '@store/domain';
import { queueVendorRequest } from '../messaging';
import { applyOrderEvent } from '../order-core';
import { sendVendorRequest } from './request-lifecycle.service';

/** What asking a vendor needs of the order. */
export type OrderToAsk = { id: number; slotStart: Date | null; locality: string; pincode: string | null };

/**
 * Asks one vendor for a booking, in the caller's transaction: a request row with its answer window,
 * the order's move through the lifecycle (the dispatch's `sent_to_vendor`, or an operator's
 * `vendor_assigned`), and the vendor's text (WhatsApp too where opted in) with the signed link.
 * The dispatch job and the console's assignment both ask through here.
 */
export async function askVendor(
  tx: Db,
  order: OrderToAsk,
  vendor: { vendorId: number; whatsappOptIn: boolean },
  move: { event: OrderEvent; actorId?: number | null },
  settings: AnswerWindowSettings,
  now: Date,
): Promise<{ requestId: number; answerBy: Date }> {
  const answerBy = new Date(now.getTime() + vendorAnswerWindowMs(settings, now, order.slotStart));
  const requestId = await sendVendorRequest(tx, {
    orderId: order.id,
    vendorId: vendor.vendorId,
    sentAt: now,
    answerBy,
  });
  await applyOrderEvent(tx, order.id, move.event, { now, actorId: move.actorId ?? null });
  const area = vendorArea(order.locality, order.pincode);
  await queueVendorRequest(
    tx,
    {
      id: requestId,
      orderId: order.id,
      vendorId: vendor.vendorId,
      whatsappOptIn: vendor.whatsappOptIn,
      answerBy,
      area,
    },
    now,
  );
  return { requestId, answerBy };
}
