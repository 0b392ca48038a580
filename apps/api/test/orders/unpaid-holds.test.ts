import { errorEnvelope, placedOrder, successEnvelope } from '@store/contract';
import { schema } from '@store/db';
import { PLACEMENT_DEFAULTS } from '@store/domain';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_NOW } from '../support/fixtures';
import { sessionFor } from '../support/sessions';
import { type TestApp, useTestApp } from '../support/test-app';

// Seed user 1 is an agent; users 2-7 customers with verified mobiles. Experience 14 in Delhi NCR
// has slot 142 every day, takes cash on delivery and may be booked offline.
const draftOn = (date: string) => ({
  experience_id: 14,
  date,
  slot_id: 142,
  pincode: '110070',
  quantity: 1,
});
type Draft = ReturnType<typeof draftOn>;

const post = (t: TestApp, url: string, payload: object, token: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'x-csrf-token': token }, remoteAddress });

async function priced(t: TestApp, draft: Draft, token: string) {
  const quote = await post(t, '/v5/booking/quote', draft, token);
  return { ...draft, amount: quote.json().data.amount as number };
}

/** What a refused placement must leave as it was: the orders, their payments and the slot's places. */
async function written(t: TestApp, date: string) {
  const c = schema.slotCapacities;
  const [slot] = await t.database.db
    .select({ booked: c.booked })
    .from(c)
    .where(and(eq(c.experienceId, 14), eq(c.date, date), eq(c.slotId, 142)));
  return {
    orders: (await t.database.db.select({ id: schema.orders.id }).from(schema.orders)).length,
    payments: (await t.database.db.select({ id: schema.payments.id }).from(schema.payments)).length,
    booked: slot?.booked,
  };
}

describe('unpaid holds per customer', () => {
  let now = TEST_NOW;
  const t = useTestApp({ clock: () => now });
  beforeEach(() => {
    now = TEST_NOW;
  });

  it('holds at most three unpaid bookings at once: the next is a 409 naming the limit, nothing written', async () => {
    expect(PLACEMENT_DEFAULTS.unpaidHolds).toBe(3);
    const customer = await sessionFor(t(), 7);
    for (const date of ['2026-12-04', '2026-12-05', '2026-12-06']) {
      const res = await post(
        t(),
        '/v5/booking/book_order',
        await priced(t(), draftOn(date), customer),
        customer,
      );
      expect(successEnvelope(placedOrder).parse(res.json()).data.status).toBe('pending_payment');
    }
    const fourth = await priced(t(), draftOn('2026-12-07'), customer);
    const before = await written(t(), '2026-12-07');
    for (const url of ['/v5/booking/book_order', '/v5/booking/book_offline_order']) {
      const refused = await post(t(), url, fourth, customer);
      expect(refused.statusCode).toBe(409);
      const error = errorEnvelope.parse(refused.json());
      expect(error.code).toBe('UNPAID_HOLDS_LIMIT');
      expect(error.error_message).toBe(
        'You have 3 bookings waiting for payment or confirmation, the most a customer may hold at once. Please complete one before booking another.',
      );
    }
    expect(await written(t(), '2026-12-07')).toEqual(before);

    // Paid now (cash on delivery) holds nothing unpaid; booking a held slot again replaces its order.
    const cod = await post(t(), '/v5/booking/book_cod_order', fourth, customer);
    expect(successEnvelope(placedOrder).parse(cod.json()).data.status).toBe('placed');
    const again = await post(
      t(),
      '/v5/booking/book_order',
      await priced(t(), draftOn('2026-12-05'), customer),
      customer,
    );
    expect(again.statusCode).toBe(200);

    // Once the 15-minute holds are over, the customer books again.
    now = new Date(TEST_NOW.getTime() + 16 * 60_000);
    const later = await post(
      t(),
      '/v5/booking/book_order',
      await priced(t(), draftOn('2026-12-08'), customer),
      customer,
    );
    expect(successEnvelope(placedOrder).parse(later.json()).data.status).toBe('pending_payment');
  });

  it("counts an agent's offline bookings for the customer, yet an agent booking for them is not refused", async () => {
    const agent = await sessionFor(t(), 1);
    const customer = await sessionFor(t(), 6);
    for (const date of ['2026-12-09', '2026-12-10', '2026-12-11']) {
      const res = await post(
        t(),
        '/v5/booking/book_offline_order',
        { ...(await priced(t(), draftOn(date), agent)), customer_id: 6 },
        agent,
      );
      expect(successEnvelope(placedOrder).parse(res.json()).data.status).toBe('offline_pending');
    }
    const own = await post(
      t(),
      '/v5/booking/book_order',
      await priced(t(), draftOn('2026-12-12'), customer),
      customer,
    );
    expect(errorEnvelope.parse(own.json()).code).toBe('UNPAID_HOLDS_LIMIT');
    const byAgent = await post(
      t(),
      '/v5/booking/book_offline_order',
      { ...(await priced(t(), draftOn('2026-12-12'), agent)), customer_id: 6 },
      agent,
    );
    expect(successEnvelope(placedOrder).parse(byAgent.json()).data.status).toBe('offline_pending');
  });

  it('lets ten bookings at once leave three holds, the others refused (PostgreSQL runs them together)', async () => {
    const customer = await sessionFor(t(), 5);
    const dates = Array.from({ length: 12 }, (_, i) => `2026-12-${String(16 + i).padStart(2, '0')}`);
    // The days whose slot 142 is open (the seed closes a few).
    const open = (await Promise.all(dates.map((date) => priced(t(), draftOn(date), customer))))
      .filter((draft) => typeof draft.amount === 'number')
      .slice(0, 10);
    expect(open).toHaveLength(10);
    const answers = await Promise.all(
      open.map((draft) => post(t(), '/v5/booking/book_order', draft, customer)),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, ...Array(7).fill(409)]);
    const held = await t()
      .database.db.select({ id: schema.orders.id })
      .from(schema.orders)
      .where(and(eq(schema.orders.customerId, 5), eq(schema.orders.status, 'pending_payment')));
    expect(held).toHaveLength(3);
  });
});

describe('placements per person and per network', () => {
  const t = useTestApp({ placement: { unpaidHolds: 3, perUser: 4, perAddress: 6 } });

  it('answers 429 past the per-person limit, nothing written; another person still books', async () => {
    const customer = await sessionFor(t(), 2);
    const draft = await priced(t(), draftOn('2026-12-14'), customer);
    // Each try counts, a refused one too (here the customer's amount is off by a rupee).
    for (let i = 0; i < 4; i++) {
      const res = await post(
        t(),
        '/v5/booking/book_cod_order',
        { ...draft, amount: draft.amount + 1 },
        customer,
      );
      expect(res.statusCode).toBe(400);
    }
    const before = await written(t(), '2026-12-14');
    const limited = await post(t(), '/v5/booking/book_cod_order', draft, customer);
    expect(limited.statusCode).toBe(429);
    expect(errorEnvelope.parse(limited.json())).toMatchObject({
      code: 'RATE_LIMITED',
      error_message:
        'Too many orders from this account or network in the last few minutes. Please try again in a few minutes.',
    });
    expect(await written(t(), '2026-12-14')).toEqual(before);
    const other = await sessionFor(t(), 3);
    expect((await post(t(), '/v5/booking/book_cod_order', draft, other, '10.9.8.7')).statusCode).toBe(200);
  });

  it("counts an IPv6 client's whole /64 as one network; another network still books", async () => {
    const draft = await priced(t(), draftOn('2026-12-15'), await sessionFor(t(), 4));
    const wrong = { ...draft, amount: draft.amount + 1 };
    for (const [user, address] of [
      [4, '2001:db8:7:1::a'],
      [4, '2001:db8:7:1::b'],
      [5, '2001:db8:7:1:1:2:3:4'],
      [5, '2001:db8:7:1::c'],
      [6, '2001:db8:7:1::d'],
      [6, '2001:db8:7:1::e'],
    ] as const) {
      const res = await post(t(), '/v5/booking/book_cod_order', wrong, await sessionFor(t(), user), address);
      expect(res.statusCode).toBe(400);
    }
    const fresh = await sessionFor(t(), 7);
    const limited = await post(t(), '/v5/booking/book_cod_order', draft, fresh, '2001:db8:7:1:ffff::1');
    expect(errorEnvelope.parse(limited.json()).code).toBe('RATE_LIMITED');
    expect((await post(t(), '/v5/booking/book_cod_order', draft, fresh, '2001:db8:7:2::1')).statusCode).toBe(
      200,
    );
  });
});
