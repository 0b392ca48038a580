import { orderReviewState, placedOrder, successEnvelope } from '@store/contract';
import { surgedPrice } from '@store/domain';
import { applyOrderEvent } from '../../src/modules/order-core/lifecycle.service';
import type { TestApp } from '../support/test-app';

// Shared by the tests of customers' reviews. Seed: experience 14 (Delhi, whose Google review page
// is set) on Friday 4 Dec, slot 142, pincode 110070; customer 2 is Aarav Sharma.

const DRAFT = { experience_id: 14, date: '2026-12-04', slot_id: 142, pincode: '110070', quantity: 1 };
const PRICE = surgedPrice(1999, 10) + 99;

export const headers = (token?: string) => (token ? { 'x-csrf-token': token } : {});
export const get = (t: TestApp, url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: headers(token) });
export const post = (t: TestApp, url: string, payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: headers(token) });

export async function placeFor(t: TestApp, token: string): Promise<number> {
  const reply = await post(t, '/v5/booking/book_cod_order', { ...DRAFT, amount: PRICE }, token);
  return successEnvelope(placedOrder).parse(reply.json()).data.order_id;
}

/** Moves a placed order through the vendor's steps to completed. */
export async function complete(t: TestApp, orderId: number, now: Date) {
  for (const type of ['sent_to_vendor', 'vendor_accepted', 'completed'] as const) {
    await t.database.db.transaction((tx) => applyOrderEvent(tx, orderId, { type }, { now }));
  }
}

export const reviewState = (json: unknown) => successEnvelope(orderReviewState).parse(json).data;
