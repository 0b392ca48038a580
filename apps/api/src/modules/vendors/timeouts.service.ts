import type { Db } from '@store/db';
import { isOrderState } from '@store/domain';
import { ordersToDispatch } from '../signals';
import { applyRequestEvent } from './request-lifecycle.service';
import { lapsedRequestIds, lockVendorRequest, orderStatusOf } from './vendors.repository';

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
      const orderState = await orderStatusOf(tx, request.orderId);
      if (!isOrderState(orderState)) throw new Error(`order ${request.orderId} has an unknown state`);
      const move = await applyRequestEvent(tx, request, { type: 'lapsed', orderState }, { now });
      return move?.to === 'timed_out';
    });
    if (closed) timedOut += 1;
  }
  if (timedOut > 0) ordersToDispatch();
  return timedOut;
}
