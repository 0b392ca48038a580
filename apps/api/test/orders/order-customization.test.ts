import { bookingQuote, errorEnvelope, orderDetail, placedOrder, successEnvelope } from '@store/contract';
import { schema } from '@store/db';
import { formatInr, surgedPrice } from '@store/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { releaseExpiredHolds } from '../../src/modules/order-core/holds.service';
import { SANDBOX_PAYMENTS } from '../../src/modules/payment-provider/payment-config';
import { paymentSignature } from '../../src/modules/payments/razorpay/signature';
import { TEST_NOW } from '../support/fixtures';
import { sessionFor } from '../support/sessions';
import { type TestApp, useTestApp } from '../support/test-app';

// Seed: experience 14 (Delhi) on Friday 4 Dec, slot 142 at 1:00 PM, pincode 110070. Its add-ons
// include 4 (roses, 3 hours' notice), 11 (teddy bear) and 32 (heart foil balloons, by quantity);
// add-on 1 (photographer) is not offered with it.
const DRAFT = { experience_id: 14, date: '2026-12-04', slot_id: 142, pincode: '110070', quantity: 1 };
const PRICE = surgedPrice(1999, 10) + 99;
const TEDDY_AND_BALLOONS = [
  { customization_id: 11, quantity: 1 },
  { customization_id: 32, quantity: 3 },
];

const post = (t: TestApp, url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const auth = (token: string, extra: Record<string, string> = {}) => ({ 'x-csrf-token': token, ...extra });
const placed = (json: unknown) => successEnvelope(placedOrder).parse(json).data;
const buyCustomizations = (t: TestApp, orderId: number, body: object, token: string, key?: string) =>
  post(
    t,
    `/v5/booking/book_order_customisation/${orderId}`,
    body,
    auth(token, key ? { 'idempotency-key': key } : {}),
  );

/**
 * What the quote charges for these add-ons on the booking's date: the same pricing code. Asked
 * before the bookings below fill the slot (the quote refuses a full slot).
 */
async function quotedCustomizations(t: TestApp, customizations: object[]): Promise<number> {
  const quote = successEnvelope(bookingQuote).parse(
    (await post(t, '/v5/booking/quote', { ...DRAFT, customizations })).json(),
  ).data;
  return quote.customizations.reduce((sum, c) => sum + c.amount, 0);
}

async function booking(t: TestApp, token: string, path = 'book_cod_order') {
  return placed((await post(t, `/v5/booking/${path}`, { ...DRAFT, amount: PRICE }, auth(token))).json());
}

const ordersOf = (t: TestApp, customerId: number) =>
  t.database.db.select().from(schema.orders).where(eq(schema.orders.customerId, customerId));
async function bookedOn142(t: TestApp) {
  const c = schema.slotCapacities;
  const [row] = await t.database.db
    .select({ booked: c.booked })
    .from(c)
    .where(and(eq(c.experienceId, 14), eq(c.cityId, 1), eq(c.date, '2026-12-04'), eq(c.slotId, 142)));
  return row?.booked;
}

const ROSES = [{ customization_id: 4, quantity: 1 }];
const TEDDY = [{ customization_id: 11, quantity: 1 }];

describe('POST /v5/booking/book_order_customisation/{id}', () => {
  let now = TEST_NOW;
  const t = useTestApp({ clock: () => now });
  const prices = new Map<object, number>();
  const customizationPrice = (lines: object[]) => prices.get(lines) ?? Number.NaN;
  beforeAll(async () => {
    for (const lines of [TEDDY_AND_BALLOONS, ROSES, TEDDY])
      prices.set(lines, await quotedCustomizations(t(), lines));
  });

  it('creates a child order at the server price, payable online, that takes no places, even once paid', async () => {
    const token = await sessionFor(t(), 2);
    const parent = await booking(t(), token);
    const amount = customizationPrice(TEDDY_AND_BALLOONS);
    expect(amount).toBeGreaterThan(1199 + 3 * 99 - 1);
    const booked = await bookedOn142(t());

    const res = await buyCustomizations(
      t(),
      parent.order_id,
      { customizations: TEDDY_AND_BALLOONS, amount },
      token,
    );
    expect(res.statusCode).toBe(200);
    const child = placed(res.json());
    expect(child).toMatchObject({
      status: 'pending_payment',
      payment_method: 'online',
      amount,
      payable: amount,
      hold_expires_at: new Date(TEST_NOW.getTime() + 15 * 60_000).toISOString(),
      payment: { provider: 'sandbox', amount_paise: amount * 100, currency: 'INR' },
    });
    const [row] = await t()
      .database.db.select()
      .from(schema.orders)
      .where(eq(schema.orders.id, child.order_id));
    expect(row).toMatchObject({
      kind: 'customisation',
      parentOrderId: parent.order_id,
      date: null,
      slotId: null,
    });
    const events = await t()
      .database.db.select()
      .from(schema.orderEvents)
      .where(eq(schema.orderEvents.orderId, child.order_id));
    expect(events.map((e) => e.cause)).toEqual([`add-ons for order #${parent.order_id} (online)`]);

    const detail = successEnvelope(orderDetail).parse(
      (
        await t().app.inject({
          method: 'GET',
          url: `/v2/order-detail-by-id/${child.order_id}`,
          headers: auth(token),
        })
      ).json(),
    ).data;
    expect(detail).toMatchObject({ kind: 'customisation', parent_order_id: parent.order_id, amount });
    expect(detail.customizations.map((c) => [c.customization_id, c.quantity])).toEqual([
      [11, 1],
      [32, 3],
    ]);

    const providerOrderId = child.payment?.provider_order_id ?? '';
    // The sandbox captured it (the browser's report is checked against the provider's books).
    await t()
      .database.db.insert(schema.sandboxCaptures)
      .values({
        paymentId: 'pay_addons_1',
        providerOrderId,
        amountPaise: child.payment?.amount_paise ?? 0,
        currency: 'INR',
        capturedAt: new Date(),
      });
    const paid = await post(
      t(),
      '/v2/booking/payment_confirm',
      {
        order_id: child.order_id,
        razorpay_order_id: providerOrderId,
        razorpay_payment_id: 'pay_addons_1',
        razorpay_signature: paymentSignature(providerOrderId, 'pay_addons_1', SANDBOX_PAYMENTS.keySecret),
      },
      auth(token),
    );
    expect(paid.json()).toMatchObject({ data: { order_id: child.order_id, status: 'placed' } });
    expect(await bookedOn142(t())).toBe(booked);

    // Add-ons go on the booking itself, not on an add-on order.
    const nested = await buyCustomizations(
      t(),
      child.order_id,
      { customizations: TEDDY, amount: customizationPrice(TEDDY) },
      token,
    );
    expect(errorEnvelope.parse(nested.json())).toMatchObject({
      status_code: 400,
      error_message: 'Add-ons are bought for the booking itself, not for an add-on order.',
    });
  });

  it('lets an unpaid add-on order expire after 15 minutes without giving back places it never took', async () => {
    const token = await sessionFor(t(), 3);
    const parent = await booking(t(), token);
    const booked = await bookedOn142(t());
    const body = { customizations: TEDDY, amount: customizationPrice(TEDDY) };
    const child = placed((await buyCustomizations(t(), parent.order_id, body, token)).json());
    await releaseExpiredHolds(t().database.db, new Date(TEST_NOW.getTime() + 16 * 60_000));
    const [row] = await t()
      .database.db.select()
      .from(schema.orders)
      .where(eq(schema.orders.id, child.order_id));
    expect(row?.status).toBe('expired');
    expect(await bookedOn142(t())).toBe(booked);
  });

  it('refuses an amount that is not the server price, naming amount, and writes nothing', async () => {
    const token = await sessionFor(t(), 3);
    const parent = await booking(t(), token);
    const amount = customizationPrice(TEDDY_AND_BALLOONS);
    const before = (await ordersOf(t(), 3)).length;
    const res = await buyCustomizations(
      t(),
      parent.order_id,
      { customizations: TEDDY_AND_BALLOONS, amount: amount - 1 },
      token,
    );
    expect(res.statusCode).toBe(400);
    const error = errorEnvelope.parse(res.json());
    expect(error.error_message).toBe(
      `The price is now ${formatInr(amount)}, not ${formatInr(amount - 1)}. Please review your add-ons.`,
    );
    expect(Object.keys(error.data)).toEqual(['amount']);
    expect(await ordersOf(t(), 3)).toHaveLength(before);
  });

  it("answers 404 for another customer's order and 401 for a guest", async () => {
    const owner = await sessionFor(t(), 4);
    const parent = await booking(t(), owner);
    const stranger = await sessionFor(t(), 5);
    const body = { customizations: TEDDY_AND_BALLOONS, amount: 1 };
    const foreign = await buyCustomizations(t(), parent.order_id, body, stranger);
    expect(foreign.statusCode).toBe(404);
    expect(errorEnvelope.parse(foreign.json()).error_message).toBe(`Order ${parent.order_id} was not found`);
    expect(
      (await post(t(), `/v5/booking/book_order_customisation/${parent.order_id}`, body)).statusCode,
    ).toBe(401);
  });

  it('refuses an unknown add-on and one the experience does not offer, with a 400 naming it', async () => {
    const token = await sessionFor(t(), 4);
    const parent = await booking(t(), token);
    for (const id of [999, 1]) {
      const body = { customizations: [...TEDDY, { customization_id: id, quantity: 1 }], amount: 100 };
      const res = await buyCustomizations(t(), parent.order_id, body, token);
      expect(res.statusCode).toBe(400);
      const message = `Add-on ${id} is not offered with this experience`;
      expect(errorEnvelope.parse(res.json())).toMatchObject({
        error_message: message,
        data: { 'customizations.1': message },
      });
    }
  });

  it('refuses a booking that is not paid or confirmed', async () => {
    const token = await sessionFor(t(), 6);
    const body = { customizations: TEDDY, amount: 1 };
    const unpaid = await booking(t(), token, 'book_order');
    const offline = await booking(t(), token, 'book_offline_order');
    for (const order of [unpaid, offline]) {
      const res = await buyCustomizations(t(), order.order_id, body, token);
      expect(res.statusCode).toBe(400);
      expect(errorEnvelope.parse(res.json())).toMatchObject({
        error_message: 'Add-ons can be bought only for a booking that is paid or confirmed.',
        data: { id: 'Add-ons can be bought only for a booking that is paid or confirmed.' },
      });
    }
  });

  it("keeps each add-on's notice before the slot, and nothing once the booking has started", async () => {
    const token = await sessionFor(t(), 7);
    const parent = await booking(t(), token);
    const roses = ROSES;
    const teddy = TEDDY;
    const rosesPrice = customizationPrice(roses);
    const teddyPrice = customizationPrice(teddy);
    try {
      now = new Date('2026-12-04T05:30:00Z'); // 11:00 in Delhi, two hours before the slot
      const late = await buyCustomizations(
        t(),
        parent.order_id,
        { customizations: roses, amount: rosesPrice },
        token,
      );
      expect(errorEnvelope.parse(late.json())).toMatchObject({
        error_message: "Bouquet of 20 Red Roses needs 3 hours' notice before the booking",
        data: { 'customizations.0': "Bouquet of 20 Red Roses needs 3 hours' notice before the booking" },
      });
      const ok = await buyCustomizations(
        t(),
        parent.order_id,
        { customizations: teddy, amount: teddyPrice },
        token,
      );
      expect(ok.statusCode).toBe(200);

      now = new Date('2026-12-04T08:00:00Z'); // 13:30 in Delhi: the slot has begun
      const passed = await buyCustomizations(
        t(),
        parent.order_id,
        { customizations: teddy, amount: teddyPrice },
        token,
      );
      expect(passed.statusCode).toBe(400);
      expect(errorEnvelope.parse(passed.json()).data).toEqual({
        id: 'This booking has already taken place: add-ons can no longer be bought for it.',
      });
    } finally {
      now = TEST_NOW;
    }
  });

  it('returns the first order for a repeated Idempotency-Key, and refuses an empty list naming customizations', async () => {
    const token = await sessionFor(t(), 5);
    const parent = await booking(t(), token);
    const amount = customizationPrice(TEDDY_AND_BALLOONS);
    const body = { customizations: TEDDY_AND_BALLOONS, amount };
    const first = placed((await buyCustomizations(t(), parent.order_id, body, token, 'addons-5-1')).json());
    const again = placed((await buyCustomizations(t(), parent.order_id, body, token, 'addons-5-1')).json());
    // The first answer is made from what the placement wrote; the repeat's is read back.
    expect(again).toEqual(first);
    expect(first.payment).toMatchObject({ provider: 'sandbox', currency: 'INR' });
    const empty = await buyCustomizations(t(), parent.order_id, { customizations: [], amount: 0 }, token);
    expect(empty.statusCode).toBe(400);
    expect(errorEnvelope.parse(empty.json()).data).toHaveProperty(['customizations']);
  });

  it('is documented with its request and response schemas', async () => {
    const doc = (await t().app.inject({ method: 'GET', url: '/docs' })).json();
    const operation = doc.paths['/v5/booking/book_order_customisation/{id}']?.post;
    expect(operation.requestBody.content['application/json'].schema).toBeDefined();
    expect(operation.responses['200'].content['application/json'].schema.properties.data).toBeDefined();
  });
});
