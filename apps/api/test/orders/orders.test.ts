import { errorEnvelope, orderDetail, placedOrder, successEnvelope } from '@store/contract';
import { schema } from '@store/db';
import { formatInr, surgedPrice } from '@store/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { releaseExpiredHolds } from '../../src/modules/order-core/holds.service';
import { TEST_NOW } from '../support/fixtures';
import { sessionFor } from '../support/sessions';
import { type TestApp, useTestApp } from '../support/test-app';

// Seed: experience 14 (Delhi, 1999, cash on delivery allowed, pincode needed) surges 10% on Friday
// 4 Dec; pincode 110070 adds 99. Experience 2 (dinner) is online only. Users 2-7 have verified
// mobiles, user 8 an unverified one.
const DRAFT = { experience_id: 14, date: '2026-12-04', slot_id: 142, pincode: '110070', quantity: 1 };
const PRICE = surgedPrice(1999, 10) + 99;

function book(t: TestApp, path: 'book_order' | 'book_cod_order', body: object, token?: string, key?: string) {
  const headers: Record<string, string> = {};
  if (token) headers['x-csrf-token'] = token;
  if (key) headers['idempotency-key'] = key;
  return t.app.inject({ method: 'POST', url: `/v5/booking/${path}`, payload: body, headers });
}
const placed = (json: unknown) => successEnvelope(placedOrder).parse(json).data;

async function slotRow(t: TestApp, date: string, slotId: number) {
  const c = schema.slotCapacities;
  const where = and(eq(c.experienceId, 14), eq(c.cityId, 1), eq(c.date, date), eq(c.slotId, slotId));
  const [row] = await t.database.db.select().from(c).where(where);
  if (!row) throw new Error('seed capacity row');
  return {
    row,
    set: (values: { capacity?: number; booked?: number }) => t.database.db.update(c).set(values).where(where),
  };
}
const ordersOf = (t: TestApp, customerId: number) =>
  t.database.db.select().from(schema.orders).where(eq(schema.orders.customerId, customerId));

describe('placing an order', () => {
  let now = TEST_NOW;
  const t = useTestApp({ clock: () => now });

  it('places a cash-on-delivery order at the server price, takes its place and writes the first audit row', async () => {
    const token = await sessionFor(t(), 2);
    const before = (await slotRow(t(), '2026-12-04', 142)).row.booked;
    const res = await book(t(), 'book_cod_order', { ...DRAFT, amount: PRICE }, token);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Booking confirmed!');
    const order = placed(res.json());
    expect(order).toMatchObject({
      status: 'placed',
      payment_method: 'cod',
      amount: PRICE,
      hold_expires_at: null,
      payment: null,
    });
    expect((await slotRow(t(), '2026-12-04', 142)).row.booked).toBe(before + 1);
    const events = await t()
      .database.db.select()
      .from(schema.orderEvents)
      .where(eq(schema.orderEvents.orderId, order.order_id));
    expect(events).toEqual([
      expect.objectContaining({ fromStatus: null, toStatus: 'placed', cause: 'booked (cod)', actorId: 2 }),
    ]);

    const detail = await t().app.inject({
      method: 'GET',
      url: `/v2/order-detail-by-id/${order.order_id}`,
      headers: { 'x-csrf-token': token },
    });
    expect(successEnvelope(orderDetail).parse(detail.json()).data).toMatchObject({
      experience_id: 14,
      date: '2026-12-04',
      time: '1:00 PM - 4:00 PM',
      pincode: '110070',
      delivery_charges: 99,
      experience_amount: surgedPrice(1999, 10),
      amount: PRICE,
    });
  });

  it('places an online order that holds its place for 15 minutes, with the payment provider order', async () => {
    const token = await sessionFor(t(), 3);
    const order = placed((await book(t(), 'book_order', { ...DRAFT, amount: PRICE }, token)).json());
    expect(order).toMatchObject({ status: 'pending_payment', payment_method: 'online' });
    expect(order.hold_expires_at).toBe(new Date(TEST_NOW.getTime() + 15 * 60_000).toISOString());
    expect(order.payment).toMatchObject({ provider: 'sandbox', amount_paise: PRICE * 100, currency: 'INR' });
    expect(order.payment?.provider_order_id).toMatch(/^order_/);
  });

  it('places an online order in ten SQL statements, none of them for holds that did not expire', async () => {
    const token = await sessionFor(t(), 5);
    t().statements.length = 0;
    const res = await book(t(), 'book_order', { ...DRAFT, amount: PRICE }, token, 'online-5');
    expect(res.statusCode).toBe(200);
    // Sign-in, an earlier order with the same Idempotency-Key (the store's checkout always sends one),
    // the placement counted per person and per network (one upsert), the slot's unpaid orders, one
    // read for the quote and its questions (experience, slot, pincode and questions), the customer's
    // unpaid holds counted (refused before the provider is asked), and in the transaction the
    // customer's unpaid orders of the slot locked, the customer's placements serialised and their
    // holds counted again, then one statement writing the order, its places, its audit row and the
    // provider's order. The transaction that releases expired holds runs only when the slot has
    // some; the answer is not read back.
    const statements = t().statements.filter((s) => !/^(begin|commit)\b/i.test(s));
    expect(statements, statements.join('\n')).toHaveLength(10);
    expect(statements.filter((s) => /for update skip locked/i.test(s))).toEqual([]);
    const writes = statements.filter((s) => /^(with|insert|update)\b/i.test(s));
    expect(writes).toHaveLength(2);
    expect(writes[0]).toMatch(/^insert into "rate_limits"/);
    expect(writes[1]).toMatch(
      /insert into "orders".*insert into "order_events".*update "slot_capacities".*insert into "payments"/s,
    );
    // The answer, made from what that statement wrote, is the answer read back for the same key.
    const again = await book(t(), 'book_order', { ...DRAFT, amount: PRICE }, token, 'online-5');
    expect(placed(again.json())).toEqual(placed(res.json()));
  });

  it('refuses an amount that is not the server price, and writes nothing', async () => {
    const token = await sessionFor(t(), 4);
    const before = (await slotRow(t(), '2026-12-04', 142)).row.booked;
    const ordersBefore = (await ordersOf(t(), 4)).length;
    const res = await book(t(), 'book_cod_order', { ...DRAFT, amount: PRICE - 100 }, token);
    expect(res.statusCode).toBe(400);
    expect(errorEnvelope.parse(res.json()).error_message).toBe(
      `The price is now ${formatInr(PRICE)}, not ${formatInr(PRICE - 100)}. Please review your booking.`,
    );
    expect(await ordersOf(t(), 4)).toHaveLength(ordersBefore);
    expect((await slotRow(t(), '2026-12-04', 142)).row.booked).toBe(before);
  });

  it('refuses cash on delivery where the experience does not allow it', async () => {
    const token = await sessionFor(t(), 4);
    const quote = await t().app.inject({
      method: 'POST',
      url: '/v5/booking/quote',
      payload: { experience_id: 2, date: '2026-12-10', slot_id: 22 },
    });
    const res = await book(
      t(),
      'book_cod_order',
      { experience_id: 2, date: '2026-12-10', slot_id: 22, amount: quote.json().data.amount },
      token,
    );
    expect(res.statusCode).toBe(400);
    expect(errorEnvelope.parse(res.json())).toMatchObject({
      code: 'COD_UNAVAILABLE',
      error_message: 'Cash on delivery is not available for this experience.',
      data: { payment_method: 'Cash on delivery is not available for this experience.' },
    });
  });

  it('asks for a verified mobile before booking', async () => {
    const unverified = await sessionFor(t(), 8);
    const res = await book(t(), 'book_cod_order', { ...DRAFT, amount: PRICE }, unverified);
    expect(res.statusCode).toBe(412);
    expect(errorEnvelope.parse(res.json()).error_message).toBe('Mobile is not verified');
    await t().database.db.update(schema.users).set({ mobile: null }).where(eq(schema.users.id, 8));
    const missing = await book(t(), 'book_cod_order', { ...DRAFT, amount: PRICE }, unverified);
    expect(errorEnvelope.parse(missing.json()).error_message).toBe('Mobile field is missing');
  });

  it('refuses a full slot and a guest', async () => {
    const token = await sessionFor(t(), 5);
    const full = await book(
      t(),
      'book_cod_order',
      { ...DRAFT, date: '2026-12-02', slot_id: 141, amount: 1999 + 99 },
      token,
    );
    expect(full.statusCode).toBe(400);
    expect(errorEnvelope.parse(full.json()).error_message).toBe(
      'This slot is full. Please choose another slot.',
    );
    expect((await book(t(), 'book_cod_order', { ...DRAFT, amount: PRICE })).statusCode).toBe(401);
  });

  it('shows an order to its owner only: another customer gets a 404', async () => {
    const owner = await sessionFor(t(), 6);
    const order = placed((await book(t(), 'book_cod_order', { ...DRAFT, amount: PRICE }, owner)).json());
    const stranger = await sessionFor(t(), 7);
    const res = await t().app.inject({
      method: 'GET',
      url: `/v2/order-detail-by-id/${order.order_id}`,
      headers: { 'x-csrf-token': stranger },
    });
    expect(res.statusCode).toBe(404);
    expect(JSON.stringify(res.json())).not.toContain('110070');
  });

  it('returns the first order for a repeated Idempotency-Key, taking the place once', async () => {
    const token = await sessionFor(t(), 6);
    const { row } = await slotRow(t(), '2026-12-05', 143);
    const body = { ...DRAFT, date: '2026-12-05', slot_id: 143 };
    const quote = (await t().app.inject({ method: 'POST', url: '/v5/booking/quote', payload: body })).json()
      .data;
    const first = placed(
      (await book(t(), 'book_cod_order', { ...body, amount: quote.amount }, token, 'checkout-42')).json(),
    );
    const second = placed(
      (await book(t(), 'book_cod_order', { ...body, amount: quote.amount }, token, 'checkout-42')).json(),
    );
    expect(second).toEqual(first);
    expect((await slotRow(t(), '2026-12-05', 143)).row.booked).toBe(row.booked + 1);
  });

  it('releases the places of an unpaid order after 15 minutes, expiring it with its reason', async () => {
    const slot = await slotRow(t(), '2026-12-06', 144);
    await slot.set({ capacity: 1, booked: 0 });
    const body = { ...DRAFT, date: '2026-12-06', slot_id: 144 };
    const amount = (await t().app.inject({ method: 'POST', url: '/v5/booking/quote', payload: body })).json()
      .data.amount;
    const unpaid = placed(
      (await book(t(), 'book_order', { ...body, amount }, await sessionFor(t(), 3))).json(),
    );
    const other = await sessionFor(t(), 4);
    expect((await book(t(), 'book_order', { ...body, amount }, other)).statusCode).toBe(400);
    now = new Date(TEST_NOW.getTime() + 15 * 60_000);
    const later = await book(t(), 'book_order', { ...body, amount }, other);
    expect(later.json().error_message ?? '').toBe('');
    expect(later.statusCode).toBe(200);
    const [old] = await t()
      .database.db.select()
      .from(schema.orders)
      .where(eq(schema.orders.id, unpaid.order_id));
    expect(old?.status).toBe('expired');
    const events = await t()
      .database.db.select()
      .from(schema.orderEvents)
      .where(eq(schema.orderEvents.orderId, unpaid.order_id));
    expect(events.map((e) => [e.fromStatus, e.toStatus, e.cause])).toEqual([
      [null, 'pending_payment', 'booked (online)'],
      ['pending_payment', 'expired', 'payment hold expired'],
    ]);
    expect((await slotRow(t(), '2026-12-06', 144)).row.booked).toBe(1);
    now = TEST_NOW;
  });
});

describe('the hold sweep', () => {
  const t = useTestApp();

  it('gives the places of expired unpaid orders back to the calendar without anyone booking', async () => {
    const slot = await slotRow(t(), '2026-12-07', 145);
    await slot.set({ capacity: 2, booked: 0 });
    const body = { ...DRAFT, date: '2026-12-07', slot_id: 145 };
    const amount = (await t().app.inject({ method: 'POST', url: '/v5/booking/quote', payload: body })).json()
      .data.amount;
    await book(
      t(),
      'book_order',
      { ...body, quantity: 2, amount: amount * 2 - 99 },
      await sessionFor(t(), 2),
    );
    const left = async () => {
      const calendar = (await t().app.inject({ method: 'GET', url: '/v2/experience/14/slots' })).json().data;
      return calendar.dates
        .find((d: { date: string }) => d.date === '2026-12-07')
        .slots.find((s: { slot_id: number }) => s.slot_id === 145).available;
    };
    expect(await left()).toBe(0);
    expect(await releaseExpiredHolds(t().database.db, new Date(TEST_NOW.getTime() + 14 * 60_000))).toBe(0);
    expect(await releaseExpiredHolds(t().database.db, new Date(TEST_NOW.getTime() + 15 * 60_000))).toBe(1);
    expect(await left()).toBe(2);
  });
});

describe('placing orders under concurrent load', () => {
  // Placements are not counted here (a few customers place hundreds at once): the places are the point.
  const t = useTestApp({ placement: { unpaidHolds: 3, perUser: 0, perAddress: 0 } });

  it('sells exactly 10 places of a slot of 10 to 200 simultaneous buyers, the rest told the slot is full', async () => {
    const slot = await slotRow(t(), '2026-12-10', 143);
    await slot.set({ capacity: 10, booked: 0 });
    const body = { ...DRAFT, date: '2026-12-10', slot_id: 143 };
    const amount = (await t().app.inject({ method: 'POST', url: '/v5/booking/quote', payload: body })).json()
      .data.amount;
    const tokens = await Promise.all([2, 3, 4, 5, 6, 7].map((id) => sessionFor(t(), id)));
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        book(t(), 'book_cod_order', { ...body, amount }, tokens[i % tokens.length]),
      ),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 400)).toHaveLength(190);
    expect(
      answers
        .filter((r) => r.statusCode === 400)
        .every((r) => r.json().error_message === 'This slot is full. Please choose another slot.'),
    ).toBe(true);
    expect((await slotRow(t(), '2026-12-10', 143)).row.booked).toBe(10);
    const sold = await t()
      .database.db.select()
      .from(schema.orders)
      .where(and(eq(schema.orders.date, '2026-12-10'), eq(schema.orders.slotId, 143)));
    expect(sold).toHaveLength(10);
  });

  it('makes one order of 50 simultaneous duplicates with one Idempotency-Key', async () => {
    const token = await sessionFor(t(), 2);
    const body = { ...DRAFT, date: '2026-12-11', slot_id: 143 };
    const amount = (await t().app.inject({ method: 'POST', url: '/v5/booking/quote', payload: body })).json()
      .data.amount;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        book(t(), 'book_cod_order', { ...body, amount }, token, 'double-click'),
      ),
    );
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    expect(new Set(answers.map((r) => placed(r.json()).order_id)).size).toBe(1);
    const rows = await t()
      .database.db.select()
      .from(schema.orders)
      .where(eq(schema.orders.idempotencyKey, 'double-click'));
    expect(rows).toHaveLength(1);
  });
});
