import { errorEnvelope, placedOrder, successEnvelope } from '@store/contract';
import { schema } from '@store/db';
import { surgedPrice } from '@store/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessionFor } from './sessions';
import { type TestApp, useTestApp } from './test-app';

// Seed user 1 is an agent; users 2-7 customers with verified mobiles.
const DRAFT = { experience_id: 14, date: '2026-12-04', slot_id: 142, pincode: '110070', quantity: 1 };
const PRICE = surgedPrice(1999, 10) + 99;
const post = (t: TestApp, url: string, payload: object, token: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'x-csrf-token': token } });

describe('offline bookings', () => {
  const t = useTestApp();

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
    const confirmed = await post(t(), `/v2/booking/confirm_offline_booking/${order.order_id}`, {}, customer);
    expect(confirmed.json()).toMatchObject({
      message: 'Booking confirmed!',
      data: { order_id: order.order_id, status: 'placed' },
    });
    const again = await post(t(), `/v2/booking/confirm_offline_booking/${order.order_id}`, {}, customer);
    expect(again.statusCode).toBe(400);
    expect(errorEnvelope.parse(again.json()).error_message).toBe('This booking is already confirmed.');
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
});
