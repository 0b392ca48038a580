import { errorEnvelope, orderDetail, placedOrder, successEnvelope } from '@store/contract';
import { surgedPrice } from '@store/domain';
import { describe, expect, it } from 'vitest';
import { sessionFor } from '../support/sessions';
import { type TestApp, useTestApp } from '../support/test-app';

// Seed: experience 14 on Friday 4 Dec surges 10%, pincode 110070 adds 99; user 2 has Rs 500 in the
// wallet and may use WELCOME10 (10%, cap 500).
const DRAFT = { experience_id: 14, date: '2026-12-04', slot_id: 142, pincode: '110070', quantity: 1 };
const PRICE = surgedPrice(1999, 10) + 99;

function book(t: TestApp, path: string, body: object, token: string, key?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/v5/booking/${path}`,
    payload: body,
    headers: { 'x-csrf-token': token, ...(key ? { 'idempotency-key': key } : {}) },
  });
}

describe('order requests', () => {
  const t = useTestApp();

  it('refuses an Idempotency-Key reused with a different request (422) and writes nothing', async () => {
    const token = await sessionFor(t(), 3);
    const first = await book(t(), 'book_cod_order', { ...DRAFT, amount: PRICE }, token, 'key-1');
    const order = successEnvelope(placedOrder).parse(first.json()).data;
    const same = await book(t(), 'book_cod_order', { ...DRAFT, amount: PRICE }, token, 'key-1');
    expect(successEnvelope(placedOrder).parse(same.json()).data.order_id).toBe(order.order_id);

    const otherBody = await book(
      t(),
      'book_cod_order',
      { ...DRAFT, quantity: 2, amount: PRICE },
      token,
      'key-1',
    );
    expect(otherBody.statusCode).toBe(422);
    const error = errorEnvelope.parse(otherBody.json());
    expect(error.error_message).toBe('This Idempotency-Key was already used for a different request.');
    expect(Object.keys(error.data)).toEqual(['idempotency-key']);
    const otherPath = await book(t(), 'book_order', { ...DRAFT, amount: PRICE }, token, 'key-1');
    expect(otherPath.statusCode).toBe(422);
  });

  it("shows the price, the coupon, the wallet money and what is paid in the order's details", async () => {
    const token = await sessionFor(t(), 2);
    const discount = Math.floor(PRICE * 0.1);
    const payable = PRICE - discount - 500;
    const placed = successEnvelope(placedOrder).parse(
      (
        await book(
          t(),
          'book_order',
          { ...DRAFT, amount: payable, coupon_code: 'WELCOME10', use_wallet: true },
          token,
        )
      ).json(),
    ).data;
    const detail = await t().app.inject({
      method: 'GET',
      url: `/v2/order-detail-by-id/${placed.order_id}`,
      headers: { 'x-csrf-token': token },
    });
    expect(successEnvelope(orderDetail).parse(detail.json()).data).toMatchObject({
      amount: PRICE,
      coupon_code: 'WELCOME10',
      amount_discounted: discount,
      cash_used: 500,
      payable,
      cod_available: true,
      payment_note:
        'Your places, coupon and wallet money are held for this booking until Tue, 1 Dec 2026, 10:15 AM. Pay by then to keep them.',
    });
  });
});
