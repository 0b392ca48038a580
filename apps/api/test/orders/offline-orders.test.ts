import {
  bookingQuote,
  errorEnvelope,
  orderDetail,
  orderStatus,
  placedOrder,
  successEnvelope,
} from '@store/contract';
import { schema } from '@store/db';
import { surgedPrice } from '@store/domain';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { releaseExpiredHolds } from '../../src/modules/order-core/holds.service';
import { capturedWebhook } from '../payments/webhooks';
import { TEST_NOW } from '../support/fixtures';
import { sessionFor } from '../support/sessions';
import { type TestApp, useTestApp } from '../support/test-app';

// Seed user 1 is an agent; users 2-7 customers with verified mobiles.
const DRAFT = { experience_id: 14, date: '2026-12-04', slot_id: 142, pincode: '110070', quantity: 1 };
const PRICE = surgedPrice(1999, 10) + 99;
const post = (t: TestApp, url: string, payload: object, token: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'x-csrf-token': token } });

describe('offline bookings', () => {
  let now = TEST_NOW;
  const t = useTestApp({ clock: () => now });
  beforeEach(() => {
    now = TEST_NOW;
  });
  const detailOf = async (id: number, token: string) =>
    successEnvelope(orderDetail).parse(
      (
        await t().app.inject({
          method: 'GET',
          url: `/v2/order-detail-by-id/${id}`,
          headers: { 'x-csrf-token': token },
        })
      ).json(),
    ).data;
  const bookedOf = async (date: string, slotId: number) => {
    const c = schema.slotCapacities;
    const [row] = await t()
      .database.db.select()
      .from(c)
      .where(and(eq(c.experienceId, 14), eq(c.date, date), eq(c.slotId, slotId)));
    return row?.booked ?? -1;
  };

  it('lets an agent book for a customer, who confirms it once: "Booking confirmed!"', async () => {
    const agent = await sessionFor(t(), 1);
    const res = await post(
      t(),
      '/v5/booking/book_offline_order',
      { ...DRAFT, amount: PRICE, customer_id: 3 },
      agent,
    );
    expect(res.statusCode).toBe(200);
    const order = successEnvelope(placedOrder).parse(res.json()).data;
    expect(order).toMatchObject({ status: 'offline_pending', payment_method: 'offline', payment: null });
    const [row] = await t()
      .database.db.select()
      .from(schema.orders)
      .where(eq(schema.orders.id, order.order_id));
    expect(row?.customerId).toBe(3);
    const [booked] = await t()
      .database.db.select()
      .from(schema.orderEvents)
      .where(eq(schema.orderEvents.orderId, order.order_id));
    expect(booked?.actorId).toBe(1);

    const customer = await sessionFor(t(), 3);
    // Experience 14 allows cash on delivery: confirming with it places the booking.
    const confirmed = await post(
      t(),
      `/v2/booking/confirm_offline_booking/${order.order_id}`,
      { payment_method: 'cod' },
      customer,
    );
    expect(confirmed.json()).toMatchObject({
      message: 'Booking confirmed!',
      data: { order_id: order.order_id, status: 'placed' },
    });
    const again = await post(t(), `/v2/booking/confirm_offline_booking/${order.order_id}`, {}, customer);
    expect(again.statusCode).toBe(400);
    expect(errorEnvelope.parse(again.json()).error_message).toBe('This booking is already confirmed.');
  });

  it('refuses cash on delivery at the confirmation where the experience takes none, naming the field', async () => {
    const draft = { experience_id: 2, date: '2026-12-10', slot_id: 22 };
    const { amount } = successEnvelope(bookingQuote).parse(
      (await t().app.inject({ method: 'POST', url: '/v5/booking/quote', payload: draft })).json(),
    ).data;
    const agent = await sessionFor(t(), 1);
    const order = successEnvelope(placedOrder).parse(
      (await post(t(), '/v5/booking/book_offline_order', { ...draft, amount, customer_id: 7 }, agent)).json(),
    ).data;
    const customer = await sessionFor(t(), 7);
    const cod = await post(
      t(),
      `/v2/booking/confirm_offline_booking/${order.order_id}`,
      { payment_method: 'cod' },
      customer,
    );
    const message = 'Cash on delivery is not available for this experience. Please pay online.';
    expect(cod.statusCode).toBe(400);
    expect(errorEnvelope.parse(cod.json())).toMatchObject({
      code: 'COD_UNAVAILABLE',
      error_message: message,
      data: { payment_method: message },
    });
  });

  it('does not let the agent or another customer confirm it, nor a customer book for someone else', async () => {
    const agent = await sessionFor(t(), 1);
    const order = successEnvelope(placedOrder).parse(
      (
        await post(t(), '/v5/booking/book_offline_order', { ...DRAFT, amount: PRICE, customer_id: 4 }, agent)
      ).json(),
    ).data;
    expect(
      (await post(t(), `/v2/booking/confirm_offline_booking/${order.order_id}`, {}, agent)).statusCode,
    ).toBe(404);
    const stranger = await sessionFor(t(), 5);
    expect(
      (await post(t(), `/v2/booking/confirm_offline_booking/${order.order_id}`, {}, stranger)).statusCode,
    ).toBe(404);
    const customer = await sessionFor(t(), 5);
    const forOther = await post(
      t(),
      '/v5/booking/book_offline_order',
      { ...DRAFT, amount: PRICE, customer_id: 6 },
      customer,
    );
    expect(forOther.statusCode).toBe(403);
  });

  it('books offline for oneself, and refuses an unknown customer', async () => {
    const customer = await sessionFor(t(), 6);
    const own = await post(t(), '/v5/booking/book_offline_order', { ...DRAFT, amount: PRICE }, customer);
    expect(successEnvelope(placedOrder).parse(own.json()).data.status).toBe('offline_pending');
    const agent = await sessionFor(t(), 1);
    expect(
      (
        await post(
          t(),
          '/v5/booking/book_offline_order',
          { ...DRAFT, amount: PRICE, customer_id: 99999 },
          agent,
        )
      ).statusCode,
    ).toBe(404);
    expect((await post(t(), '/v2/booking/confirm_offline_booking/abc', {}, agent)).statusCode).toBe(400);
  });

  it("never spends the customer's wallet or coupons when an agent books: a 400 naming the field, nothing written", async () => {
    const agent = await sessionFor(t(), 1);
    const before = (await t().database.db.select().from(schema.orders)).length;
    const coupon = await post(
      t(),
      '/v5/booking/book_offline_order',
      { ...DRAFT, amount: PRICE - Math.floor(PRICE * 0.1), customer_id: 2, coupon_code: 'WELCOME10' },
      agent,
    );
    expect(coupon.statusCode).toBe(400);
    expect(errorEnvelope.parse(coupon.json()).data).toEqual({
      coupon_code: "An agent's booking cannot spend the customer's coupons or vouchers.",
    });
    const wallet = await post(
      t(),
      '/v5/booking/book_offline_order',
      { ...DRAFT, amount: PRICE - 500, customer_id: 2, use_wallet: true },
      agent,
    );
    expect(wallet.statusCode).toBe(400);
    expect(Object.keys(errorEnvelope.parse(wallet.json()).data)).toEqual(['use_wallet']);
    expect((await t().database.db.select().from(schema.orders)).length).toBe(before);
  });

  it('holds its places a day, then lapses: places, wallet money and coupon back, with an audit row', async () => {
    // Customer 2 books offline for themselves with their coupon and wallet (Rs 500).
    const customer = await sessionFor(t(), 2);
    const draft = { ...DRAFT, date: '2026-12-05', slot_id: 143 };
    const before = await bookedOf('2026-12-05', 143);
    const quote = (await post(t(), '/v5/booking/quote', draft, customer)).json().data.amount as number;
    const discount = Math.floor(quote * 0.1);
    const res = await post(
      t(),
      '/v5/booking/book_offline_order',
      { ...draft, amount: quote - discount - 500, coupon_code: 'WELCOME10', use_wallet: true },
      customer,
    );
    const order = successEnvelope(placedOrder).parse(res.json()).data;
    expect(order.status).toBe('offline_pending');
    // A day from 10:00 on 1 Dec; the slot on 5 Dec is far off, so its cut-off does not come first.
    expect(order.hold_expires_at).toBe('2026-12-02T04:30:00.000Z');
    expect(await bookedOf('2026-12-05', 143)).toBe(before + 1);
    const detail = await detailOf(order.order_id, customer);
    expect(detail.payment_note).toBe(
      'Pay online now, or choose cash on delivery by Wed, 2 Dec 2026, 10:00 AM. After that the booking lapses and its places are released.',
    );

    // The periodic sweep (the same that ends online payment holds) ends it once the day is over.
    expect(await releaseExpiredHolds(t().database.db, new Date('2026-12-02T04:29:59.000Z'))).toBe(0);
    now = new Date('2026-12-02T04:30:00.000Z');
    expect(await releaseExpiredHolds(t().database.db, now)).toBeGreaterThanOrEqual(1);
    expect((await detailOf(order.order_id, customer)).status).toBe('expired');
    expect(await bookedOf('2026-12-05', 143)).toBe(before);
    const events = await t()
      .database.db.select()
      .from(schema.orderEvents)
      .where(eq(schema.orderEvents.orderId, order.order_id));
    expect(events.at(-1)).toMatchObject({
      fromStatus: 'offline_pending',
      toStatus: 'expired',
      cause: 'offline booking not confirmed in time',
    });
    const balance = (await post(t(), '/v2/user/balance', {}, customer)).json().data.wallet_money;
    expect(balance).toBe(500);
    const coupons = (await post(t(), '/v2/booking/coupons', draft, customer)).json().data.coupons;
    expect(coupons.find((c: { code: string }) => c.code === 'WELCOME10')).toMatchObject({ applicable: true });
    const late = await post(t(), `/v2/booking/confirm_offline_booking/${order.order_id}`, {}, customer);
    expect(late.statusCode).toBe(400);
  });

  it('lapses lazily too: a confirmation after its window is refused and frees the places', async () => {
    const agent = await sessionFor(t(), 1);
    const draft = { ...DRAFT, date: '2026-12-06', slot_id: 144 };
    const before = await bookedOf('2026-12-06', 144);
    const quote = (await post(t(), '/v5/booking/quote', draft, agent)).json().data.amount as number;
    const order = successEnvelope(placedOrder).parse(
      (
        await post(t(), '/v5/booking/book_offline_order', { ...draft, amount: quote, customer_id: 4 }, agent)
      ).json(),
    ).data;
    now = new Date(TEST_NOW.getTime() + 25 * 3_600_000);
    const late = await post(
      t(),
      `/v2/booking/confirm_offline_booking/${order.order_id}`,
      {},
      await sessionFor(t(), 4),
    );
    expect(errorEnvelope.parse(late.json()).error_message).toBe(
      'This booking has lapsed: it was not confirmed in time. Please book again.',
    );
    expect(await bookedOf('2026-12-06', 144)).toBe(before);
  });

  it('confirmed for online payment, waits for it with a provider order and a 15-minute hold, then is paid', async () => {
    const agent = await sessionFor(t(), 1);
    const order = successEnvelope(placedOrder).parse(
      (
        await post(t(), '/v5/booking/book_offline_order', { ...DRAFT, amount: PRICE, customer_id: 5 }, agent)
      ).json(),
    ).data;
    const customer = await sessionFor(t(), 5);
    const confirmed = await post(t(), `/v2/booking/confirm_offline_booking/${order.order_id}`, {}, customer);
    expect(successEnvelope(orderStatus).parse(confirmed.json()).data).toEqual({
      order_id: order.order_id,
      status: 'pending_payment',
    });
    const detail = await detailOf(order.order_id, customer);
    expect(detail).toMatchObject({
      status: 'pending_payment',
      payment_method: 'online',
      hold_expires_at: '2026-12-01T04:45:00.000Z',
      payable: PRICE,
      payment_note:
        'Your places, coupon and wallet money are held for this booking until Tue, 1 Dec 2026, 10:15 AM. Pay by then to keep them.',
    });
    const [payment] = await t()
      .database.db.select()
      .from(schema.payments)
      .where(eq(schema.payments.orderId, order.order_id));
    expect(payment).toMatchObject({ amount: PRICE, status: 'created' });
    const again = await post(t(), `/v2/booking/confirm_offline_booking/${order.order_id}`, {}, customer);
    expect(errorEnvelope.parse(again.json()).error_message).toBe('This booking is already confirmed.');

    // Paid through the usual flow (the provider's signed webhook): placed.
    const hook = await capturedWebhook(t(), {
      providerOrderId: payment?.providerOrderId ?? '',
      paymentId: 'pay_offline1',
      amountPaise: PRICE * 100,
    });
    expect(hook.statusCode).toBe(200);
    expect((await detailOf(order.order_id, customer)).status).toBe('placed');
  });
});
