import type { Db } from '@store/db';
import { applyOrderEvent } from '../orders/lifecycle.service';
import { ordersToDispatch } from './dispatch-due';
import { closeVendorRequest, lapsedRequestIds, lockVendorRequest, orderStatusOf } from './vendors.repository';

const BATCH = 100;

/**
 * Closes requests whose answer window is over without an answer: the request times out and the
 * order goes back to finding a vendor (sent_to_vendor -> rejected through the lifecycle), so the
 * next dispatch pass asks the next vendor. Each request in its own transaction, locked first: a
 * vendor answering at the same moment either wins the lock (then this finds it answered) or waits
 * and finds it timed out. A request whose order ended meanwhile (cancelled) is only withdrawn.
 * Runs from the job queue (`vendor-request-timeouts`) with the injected clock; returns how many timed out.
 */
export async function timeOutVendorRequests(db: Db, now: Date): Promise<number> {
  let timedOut = 0;
  for (const id of await lapsedRequestIds(db, now, BATCH)) {
    const closed = await db.transaction(async (tx) => {
      const request = await lockVendorRequest(tx, id, { skipLocked: true });
      if (request?.status !== 'sent' || request.answerBy.getTime() > now.getTime()) return false;
      if ((await orderStatusOf(tx, request.orderId)) !== 'sent_to_vendor') {
        await closeVendorRequest(tx, id, { status: 'withdrawn', now });
        return false;
      }
      await closeVendorRequest(tx, id, { status: 'timed_out', now });
      await applyOrderEvent(tx, request.orderId, { type: 'vendor_timed_out' }, { now });
      return true;
    });
    if (closed) timedOut += 1;
  }
  if (timedOut > 0) ordersToDispatch();
  return timedOut;
}
