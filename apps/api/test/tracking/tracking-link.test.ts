import { errorEnvelope, orderDetail, placedOrder, successEnvelope } from '@store/contract';
import { surgedPrice } from '@store/domain';
import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_LINK_SECRET, trackingKey, trackingUrl } from '../../src/modules/links/tracking-link';
import { sessionFor } from '../support/sessions';
import { type TestApp, useTestApp } from '../support/test-app';

// An order's tracking link, as its texts carry it: it opens that order on a
// device where the customer is not signed in, and nothing else.

const DRAFT = { experience_id: 14, date: '2026-12-04', slot_id: 142, pincode: '110070', quantity: 1 };
const PRICE = surgedPrice(1999, 10) + 99;

async function placeFor(t: TestApp, userId: number): Promise<number> {
  const reply = await t.app.inject({
    method: 'POST',
    url: '/v5/booking/book_cod_order',
    payload: { ...DRAFT, amount: PRICE },
    headers: { 'x-csrf-token': await sessionFor(t, userId) },
  });
  return successEnvelope(placedOrder).parse(reply.json()).data.order_id;
}
const detail = (t: TestApp, id: number, query = '', token?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/v2/order-detail-by-id/${id}${query}`,
    ...(token && { headers: { 'x-csrf-token': token } }),
  });

describe("an order's tracking link", () => {
  const t = useTestApp();

  it('opens the order with its key and no sign-in', async () => {
    const id = await placeFor(t(), 2);
    const url = new URL(trackingUrl('https://experience-store.in', DEVELOPMENT_LINK_SECRET, id, 0));
    expect(url.pathname).toBe(`/track_order/${id}`);
    const key = url.searchParams.get('key') ?? '';
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const reply = await detail(t(), id, `?key=${key}`);
    expect(reply.statusCode).toBe(200);
    expect(successEnvelope(orderDetail).parse(reply.json()).data).toMatchObject({
      id,
      status: 'placed',
    });
  });

  it("opens nothing with a wrong key or another order's key, and says nothing of the order", async () => {
    const mine = await placeFor(t(), 3);
    const theirs = await placeFor(t(), 4);
    for (const key of [
      trackingKey(DEVELOPMENT_LINK_SECRET, theirs),
      trackingKey('another-secret-of-32-characters!', mine),
      'AAAAAAAAAAAAAAAAAAAAAA',
    ]) {
      const reply = await detail(t(), mine, `?key=${key}`);
      expect(reply.statusCode).toBe(404);
      expect(errorEnvelope.parse(reply.json()).error_message).toBe(`Order ${mine} was not found`);
    }
  });

  it('refuses a key that is not a key, naming the field', async () => {
    const id = await placeFor(t(), 5);
    const reply = await detail(t(), id, '?key=%3Cscript%3E');
    expect(reply.statusCode).toBe(400);
    expect(errorEnvelope.parse(reply.json()).data).toHaveProperty('key');
  });

  it('without a key, is for its signed-in customer only', async () => {
    const id = await placeFor(t(), 6);
    expect((await detail(t(), id)).statusCode).toBe(401);
    expect((await detail(t(), id, '', await sessionFor(t(), 7))).statusCode).toBe(404);
    expect((await detail(t(), id, '', await sessionFor(t(), 6))).statusCode).toBe(200);
  });
});
