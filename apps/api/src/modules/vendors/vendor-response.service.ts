import type { VendorResponseView } from '@store/contract';
import type { Db } from '@store/db';
import { DomainError, formatDisplayDateTime, type OrderState } from '@store/domain';
import { answeredQuestionsOf } from '../booking-questions';
import { vendorResponseApiPath } from '../links';
import { ordersToDispatch } from '../signals';
import { applyRequestEvent } from './request-lifecycle.service';
import { ANSWERED, checkedToken, invalidLink, sameWindow, type VendorLink } from './vendor-access';
import { vendorDayOf } from './vendor-day-view';
import { toVendorData } from './vendor-request.dto';
import {
  customerContact,
  type LockedRequest,
  lockVendorRequest,
  orderStatusOf,
  paidCustomizationsOf,
  requestForView,
} from './vendors.repository';

/** The states in which the accepted vendor holds the order and sees the customer. */
const HELD: ReadonlySet<string> = new Set<OrderState>(['accepted', 'on_the_way', 'completed']);

/** Why this request can take no answer now, or null when it can (given the order's state). */
function closedReason(
  request: LockedRequest,
  orderStatus: string,
  now: Date,
  timeZone: string,
): string | null {
  if (request.status !== 'sent') return ANSWERED[request.status] ?? 'This request was already answered.';
  if (now.getTime() >= request.answerBy.getTime())
    return `This request could be answered until ${formatDisplayDateTime(request.answerBy, timeZone)}: it goes to another partner.`;
  if (orderStatus !== 'sent_to_vendor') return ANSWERED.withdrawn ?? null;
  return null;
}

/** GET /v1/vendor/get_response_view: the request's vendor_data, and whether it can still be answered. */
export async function vendorResponseView(db: Db, link: VendorLink, now: Date): Promise<VendorResponseView> {
  const token = checkedToken(link.secret, link.token);
  const row = await requestForView(db, token.requestId);
  if (!row || !sameWindow(row.request, token)) throw invalidLink();
  const { order, request } = row;
  const holds = request.status === 'accepted' && HELD.has(order.status);
  const [answers, laterCustomizations, contact, day] = await Promise.all([
    answeredQuestionsOf(db, { id: order.id, experienceId: order.experienceId }),
    paidCustomizationsOf(db, order.id),
    holds && order.customerId !== null ? customerContact(db, order.customerId) : undefined,
    vendorDayOf(db, request, { ...order, timeZone: row.timeZone }, now),
  ]);
  const reason = closedReason(request, order.status, now, link.timeZone);
  const vendorData = toVendorData(row, {
    answers,
    laterCustomizations,
    contact,
    holds,
    open: reason === null,
    closedReason: reason,
    responseUrl: vendorResponseApiPath(link.token),
  });
  return { vendor_data: vendorData, vendor_day: day };
}

/**
 * GET /v1/vendor/response: the vendor accepts (1) or rejects (0), once. The request row is locked
 * first, so of two answers, or an answer and the timeout sweep, exactly one changes it; the other
 * finds it closed and gets a 400 ("already given": docs/product.md, "Vendor response page"). An
 * acceptance after the request moved on, expired or its order ended is refused the same way, and
 * nothing is written.
 */
export async function respondToVendorRequest(
  db: Db,
  link: VendorLink & { response: 0 | 1 },
  now: Date,
): Promise<VendorResponseView> {
  const token = checkedToken(link.secret, link.token);
  await db.transaction(async (tx) => {
    const request = await lockVendorRequest(tx, token.requestId);
    if (!request || !sameWindow(request, token)) throw invalidLink();
    const reason = closedReason(
      request,
      (await orderStatusOf(tx, request.orderId)) ?? '',
      now,
      link.timeZone,
    );
    if (reason !== null) throw new DomainError('ALREADY_RESPONDED', reason);
    const answer = link.response === 1 ? 'accepted' : 'rejected';
    await applyRequestEvent(tx, request, { type: answer }, { now });
  });
  if (link.response === 0) ordersToDispatch();
  return vendorResponseView(db, link, now);
}
