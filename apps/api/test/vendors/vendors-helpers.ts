import { errorEnvelope, successEnvelope, vendorResponseView } from '@store/contract';
import { schema } from '@store/db';
import { VENDOR_ANSWER_DEFAULTS } from '@store/domain';
import { asc, eq } from 'drizzle-orm';
import { DEVELOPMENT_LINK_SECRET } from '../../src/modules/links/tracking-link';
import { vendorToken } from '../../src/modules/links/vendor-link';
import { dispatchOrders } from '../../src/modules/vendors/dispatch.service';
import type { TestApp } from '../support/test-app';

// Shared by the vendor tests. The orders are message-helpers' bookCod: experience
// 14 in Delhi on Fri 4 Dec at 1 PM; the seed ranks Delhi's five vendors for it 5, 1, 2, 3, 4.

export const SETTINGS = VENDOR_ANSWER_DEFAULTS;
export const RANKED_FOR_14 = [5, 1, 2, 3, 4];

/** Dispatch passes until one sends or flags nothing more (the seed's own placed orders go too). */
export async function dispatchAll(t: TestApp, now: Date): Promise<void> {
  for (let pass = 0; pass < 20; pass += 1) {
    const report = await dispatchOrders(t.database.db, SETTINGS, now);
    if (report.sent + report.flagged === 0) return;
  }
  throw new Error('dispatch did not settle in 20 passes');
}

export async function requestsOf(t: TestApp, orderId: number) {
  return t.database.db
    .select()
    .from(schema.vendorRequests)
    .where(eq(schema.vendorRequests.orderId, orderId))
    .orderBy(asc(schema.vendorRequests.id));
}

export async function statusOf(t: TestApp, orderId: number): Promise<string | undefined> {
  const [row] = await t.database.db
    .select({ status: schema.orders.status })
    .from(schema.orders)
    .where(eq(schema.orders.id, orderId));
  return row?.status;
}

/** The order's open (or last) request and the token of its link. */
export async function currentRequest(t: TestApp, orderId: number) {
  const request = (await requestsOf(t, orderId)).at(-1);
  if (!request) throw new Error(`order ${orderId} has no vendor request`);
  return { request, token: vendorToken(DEVELOPMENT_LINK_SECRET, request) };
}

export const viewUrl = (token: string) => `/v1/vendor/get_response_view?token=${encodeURIComponent(token)}`;
export const responseUrl = (token: string, response: number | string) =>
  `/v1/vendor/response?token=${encodeURIComponent(token)}&response=${response}`;

export const get = (t: TestApp, url: string) => t.app.inject({ method: 'GET', url });

export const dataOf = (json: unknown) => successEnvelope(vendorResponseView).parse(json).data.vendor_data;
export const errorOf = (json: unknown) => errorEnvelope.parse(json);
