import type { VendorResponseView } from '@store/contract';
import type { Db } from '@store/db';
import {
  DomainError,
  isOrderState,
  onTheWayNotYet,
  type VendorDayStep,
  vendorDayStepRefusal,
} from '@store/domain';
import { applyOrderEvent } from '../order-core';
import { countSetupPhotos, orderForVendorDay } from './setup-photos.repository';
import { ANSWERED, checkedToken, invalidLink, sameWindow, type VendorLink } from './vendor-access';
import { type DayOrder, expiredText, openUntil } from './vendor-day-view';
import { vendorResponseView } from './vendor-response.service';
import { type LockedRequest, lockVendorRequest } from './vendors.repository';

/**
 * The order's state when this request's vendor holds it and the link is open; otherwise a 4xx:
 * a request that moved on (rejected, lapsed, withdrawn, or not accepted) is a 409 naming why, an
 * expired link a 400.
 */
export function heldOrderState(request: LockedRequest, order: DayOrder, now: Date) {
  if (request.status !== 'accepted') {
    const why = ANSWERED[request.status] ?? 'This booking request is not accepted yet.';
    throw new DomainError(
      'REQUEST_NOT_ACCEPTED',
      `${why} Only the partner who accepted it can mark its steps.`,
    );
  }
  const until = openUntil(request, order);
  if (now.getTime() >= until.getTime()) {
    const message = expiredText(until, order);
    throw new DomainError('VENDOR_LINK_EXPIRED', message, { token: message });
  }
  if (!isOrderState(order.status)) throw new Error(`order ${order.id} has an unknown state ${order.status}`);
  return order.status;
}

/** The request (locked) and its order, for a step or an upload through the link's token. */
export async function lockHeldRequest(tx: Db, link: VendorLink) {
  const token = checkedToken(link.secret, link.token);
  const request = await lockVendorRequest(tx, token.requestId);
  if (!request || !sameWindow(request, token)) throw invalidLink();
  const order = await orderForVendorDay(tx, request.orderId);
  if (!order) throw invalidLink();
  return { request, order };
}

/**
 * POST /v1/vendor/on_the_way and /v1/vendor/done: the accepted vendor's step, once and in order,
 * through the order's lifecycle owner (its audit row, and the customer's message, in the same
 * transaction), "on the way" from the slot's day. The request row is locked first, as an upload locks it, so "done" always counts
 * the photos that are in. A step out of order or taken twice is a 409 naming why; nothing is written.
 */
export async function markVendorStep(
  db: Db,
  link: VendorLink,
  step: VendorDayStep,
  now: Date,
): Promise<VendorResponseView> {
  await db.transaction(async (tx) => {
    const { request, order } = await lockHeldRequest(tx, link);
    const state = heldOrderState(request, order, now);
    const refusal = vendorDayStepRefusal(state, step, await countSetupPhotos(tx, order.id));
    if (refusal !== undefined) throw new DomainError('VENDOR_STEP_NOT_OPEN', refusal);
    const early = step === 'on_the_way' ? onTheWayNotYet(order, now) : undefined;
    if (early !== undefined) throw new DomainError('ON_THE_WAY_TOO_EARLY', early);
    const type = step === 'done' ? 'completed' : 'on_the_way';
    await applyOrderEvent(tx, order.id, { type }, { now });
  });
  return vendorResponseView(db, link, now);
}
