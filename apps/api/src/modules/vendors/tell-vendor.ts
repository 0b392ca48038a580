import type { Db } from '@store/db';
import type { VendorUpdate } from '@store/domain';
import { queueVendorUpdate } from '../messaging';
import { vendorHolding } from '../vendors/vendor-holding.repository';
import { applyRequestEvent } from './request-lifecycle.service';

/**
 * The vendor asked for or holding a booking hears it was cancelled (by the customer, or called off
 * by an operator) or moved, in the change's transaction (sent by the message job, once). A
 * cancelled booking's unanswered request is withdrawn at once, so its link answers "already given"
 * instead of taking a booking that is gone.
 */
export async function tellVendor(tx: Db, orderId: number, change: VendorUpdate, now: Date): Promise<void> {
  const holder = await vendorHolding(tx, orderId);
  if (!holder) return;
  if ((change === 'cancelled' || change === 'called_off') && holder.status === 'sent')
    await applyRequestEvent(
      tx,
      { id: holder.requestId, orderId, status: holder.status },
      { type: 'withdrawn' },
      { now },
    );
  await queueVendorUpdate(
    tx,
    {
      orderId,
      vendorId: holder.vendorId,
      whatsappOptIn: holder.whatsappOptIn,
      change,
      ref: String(now.getTime()),
    },
    now,
  );
}
