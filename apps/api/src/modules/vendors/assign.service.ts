import type { Db } from '@store/db';
import {
  type AnswerWindowSettings,
  DomainError,
  dayOfWeek,
  validationError,
  vendorAnswerWindowMs,
  vendorArea,
  zonedDateTimeToInstant,
} from '@store/domain';
import { queueVendorRequest } from '../messaging';
import { askVendor } from './ask-vendor';
// Other modules reach this module's rows only through the functions at the end of this file; its
// repository stays private, so a query can change without them.
import * as _assignmentRepository from './assignment.repository';
import { lockHolderRequest, lockOrderForAssignment, resolveFlag } from './assignment.repository';
import { applyRequestEvent } from './request-lifecycle.service';
import { tellVendor } from './tell-vendor';
import { vendorHolding } from './vendor-holding.repository';

type Operator = { actorId: number; name: string };
export type Assignment = { from: string | null; to: string };

async function lockedBooking(tx: Db, orderId: number) {
  await lockHolderRequest(tx, orderId);
  const order = await lockOrderForAssignment(tx, orderId);
  if (!order) throw new DomainError('NOT_FOUND', `Order ${orderId} was not found`);
  if (order.kind !== 'booking')
    throw new DomainError('CUSTOMIZATION_ORDER', 'Add-ons go with their booking: assign its vendor.');
  const slotStart =
    order.date && order.startTime
      ? zonedDateTimeToInstant(order.date, order.startTime, order.timeZone)
      : null;
  return { ...order, slotStart };
}

/** Why this vendor cannot be asked for the order; undefined when they can. */
function refusal(
  order: { cityName: string; date: string | null },
  vendor: Awaited<ReturnType<typeof vendorsForOrder>>[number] | undefined,
  askAgain: boolean,
): string | undefined {
  if (!vendor) return `That vendor does not work in ${order.cityName}.`;
  if (!vendor.active) return `${vendor.name} is not active.`;
  // An unproven mobile may be anyone's: the booking's details are never texted to it.
  if (!vendor.mobileVerified) return `${vendor.name}'s mobile is not verified yet.`;
  if (order.date && !vendor.workingDays.includes(dayOfWeek(order.date)))
    return `${vendor.name} does not work on that day.`;
  if (vendor.asked === 'sent' || vendor.asked === 'accepted')
    return `${vendor.name} already has this booking.`;
  if (vendor.asked && !askAgain)
    return `${vendor.name} was asked before (${vendor.asked.replace('_', ' ')}): choose another, or ask them again.`;
  return undefined;
}

/**
 * An operator gives a booking to the vendor of their choice, in the caller's
 * transaction under the order's lock: the vendor asked for it or holding it hears it is withdrawn,
 * the chosen one is asked through the same path as the dispatch (a request with its window, the
 * order's move through the lifecycle, the text with its link), and a flag of no vendor left is
 * resolved. The vendor must work in the order's city and on its day; one asked before (who
 * rejected it, let it lapse or had it withdrawn) is asked again only when the operator says so
 * (`askAgain`): a new request of its own, with a new link. A refusal writes nothing.
 */
export async function assignVendor(
  tx: Db,
  input: { orderId: number; vendorId: number; askAgain?: boolean },
  by: Operator,
  settings: AnswerWindowSettings,
  now: Date,
): Promise<Assignment> {
  const order = await lockedBooking(tx, input.orderId);
  const options = await vendorsForOrder(tx, order);
  const vendor = options.find((v) => v.id === input.vendorId);
  const refused = refusal(order, vendor, input.askAgain === true);
  if (refused || !vendor) throw validationError({ vendor_id: refused ?? '' }, refused);
  const holding = await vendorHolding(tx, order.id);
  const from = options.find((v) => v.id === holding?.vendorId)?.name ?? null;
  if (holding) {
    await tellVendor(tx, order.id, 'withdrawn', now);
    const request = { id: holding.requestId, orderId: order.id, status: holding.status };
    await applyRequestEvent(tx, request, { type: 'withdrawn' }, { now });
  }
  await askVendor(
    tx,
    order,
    { vendorId: vendor.id, whatsappOptIn: vendor.whatsappOptIn },
    { event: { type: 'vendor_assigned', by: by.name }, actorId: by.actorId },
    settings,
    now,
  );
  await resolveFlag(tx, order.id, now);
  return { from, to: vendor.name };
}

/**
 * The vendor asked and silent is asked again: a new answer window from now (the old link stops
 * working) and the text sent again. Only while the request is open.
 */
export async function resendRequest(
  tx: Db,
  orderId: number,
  settings: AnswerWindowSettings,
  now: Date,
): Promise<{ vendor: string; answerBy: Date }> {
  const order = await lockedBooking(tx, orderId);
  const holding = await vendorHolding(tx, order.id);
  if (order.status !== 'sent_to_vendor' || holding?.status !== 'sent')
    throw new DomainError(
      'NO_VENDOR_WAITING',
      'No vendor is waiting to answer this booking: assign one instead.',
    );
  const vendor = (await vendorsForOrder(tx, order)).find((v) => v.id === holding.vendorId);
  const answerBy = new Date(now.getTime() + vendorAnswerWindowMs(settings, now, order.slotStart));
  const request = { id: holding.requestId, orderId: order.id, status: holding.status };
  await applyRequestEvent(tx, request, { type: 'resent' }, { now, answerBy });
  await queueVendorRequest(
    tx,
    {
      id: holding.requestId,
      orderId: order.id,
      vendorId: holding.vendorId,
      whatsappOptIn: holding.whatsappOptIn,
      answerBy,
      area: vendorArea(order.locality, order.pincode),
      resentAt: now,
    },
    now,
  );
  return { vendor: vendor?.name ?? `Vendor #${holding.vendorId}`, answerBy };
}

export function vendorsForOrder(...args: Parameters<typeof _assignmentRepository.vendorsForOrder>) {
  return _assignmentRepository.vendorsForOrder(...args);
}
