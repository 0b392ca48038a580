import type { Db } from '@store/db';
import {
  decideVendorRequest,
  type VendorRequestEvent,
  type VendorRequestMove,
  type VendorRequestState,
} from '@store/domain';
import { applyOrderEvent } from '../order-core';
import { insertVendorRequest, moveVendorRequest } from './request-lifecycle.repository';

/**
 * The one writer of a vendor request (docs/architecture.md, "Refunds and vendor requests: one
 * writer each"): it sends requests, and moves one as the domain's vendor request process decides
 * (packages/domain/src/vendors/vendor-request-process.ts), with the booking's event that goes with
 * the move through the order lifecycle. Every function runs in the caller's transaction.
 */

/** A new request to one vendor, waiting for the answer until `answerBy`. */
export const sendVendorRequest = (
  tx: Db,
  row: { orderId: number; vendorId: number; sentAt: Date; answerBy: Date },
): Promise<number> => insertVendorRequest(tx, row);

/** A request as its caller read it (locked, or read under the lock of its holder): enough to move it. */
export type RequestToMove = { id: number; orderId: number; status: VendorRequestState };

/**
 * Applies an event to a request: the process decides, the request moves (only if it is still as
 * read: a move lost to another writer changes nothing) and the booking takes the event that goes
 * with it. A refusal is a fault of the caller, which checks the request is open first.
 * `answerBy` is the window of a request sent again. Undefined when the request had moved on.
 */
export async function applyRequestEvent(
  tx: Db,
  request: RequestToMove,
  event: VendorRequestEvent,
  at: { now: Date; answerBy?: Date },
): Promise<VendorRequestMove | undefined> {
  const decision = decideVendorRequest(request.status, event);
  if (!decision.ok) throw new Error(`vendor request ${request.id}: ${decision.refusal}`);
  const final = decision.to !== 'sent';
  const moved = await moveVendorRequest(tx, request.id, {
    from: decision.from,
    to: decision.to,
    ...(final && { respondedAt: at.now }),
    ...(at.answerBy && { answerBy: at.answerBy }),
  });
  if (!moved) return undefined;
  if (decision.orderEvent)
    await applyOrderEvent(tx, request.orderId, { type: decision.orderEvent }, { now: at.now });
  return decision;
}
