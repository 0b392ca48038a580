import {
  consoleLookups,
  consoleOrderDetail,
  consoleOrderList,
  todayQueues,
  vendorOptions,
} from '@store/contract/console';
import { schema } from '@store/db';
import { ATTENTION_QUEUE_NAMES } from '@store/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DRAFT, placePaid } from '../cancellations/cancel-helpers';
import { bookCod, minutesAfter } from '../messaging/message-helpers';
import { TEST_NOW } from '../support/fixtures';
import { sessionFor } from '../support/sessions';
import { useTestApp } from '../support/test-app';
import { dispatchAll, RANKED_FOR_14 } from '../vendors/vendors-helpers';
import { callers, consoleGet, dataOf, errorOf } from './console-helpers';

// The console's Today page and order list. Every Today count equals the total of
// the list its link opens; the list searches and filters; an order's page shows its timeline,
// payments, messages, vendors and the actions it allows. Runs on PGlite and PostgreSQL.

let now = TEST_NOW;
const t = useTestApp({ clock: () => now });
let ops = '';
let cod = 0;
let paid = 0;

beforeAll(async () => {
  ops = (await callers(t())).ops;
  cod = await bookCod(t(), 3, 'console-orders-cod');
  paid = await placePaid(t(), await sessionFor(t(), 4));
});

const list = async (query: string) =>
  dataOf(consoleOrderList, await consoleGet(t(), `/orders?${query}`, ops));
const ids = async (query: string) => (await list(query)).items.map((o) => o.id);

describe('the order list', () => {
  it('pages the newest first, each row with its experience, city, slot, customer and amount', async () => {
    const page = await list('per_page=5');
    expect(page.items).toHaveLength(5);
    expect(page.total).toBeGreaterThanOrEqual(30);
    expect(page.items[0]).toMatchObject({
      id: paid,
      status: 'placed',
      status_label: 'Booking confirmed',
      experience: { id: 14 },
      city: { id: 1, name: expect.any(String) },
      date: DRAFT.date,
      time: '1:00 PM',
      customer: { id: 4, mobile: '9000000004' },
      vendor: null,
      payment_method: 'online',
    });
    expect((await list('per_page=5&page=2')).items[0]?.id).toBeLessThan(page.items[4]?.id ?? 0);
  });

  it('searches by order id, mobile and name, and filters by status, city, experience, customer and day', async () => {
    // An order id alone finds that order only, not the orders of a mobile with those digits in it.
    const mobile = `98${String(cod).padStart(8, '7')}`;
    await t().database.db.update(schema.users).set({ mobile }).where(eq(schema.users.id, 4));
    try {
      expect(await ids(`q=${cod}`)).toEqual([cod]);
      expect(await ids(`q=${mobile.slice(2)}`)).toContain(paid);
    } finally {
      await t().database.db.update(schema.users).set({ mobile: '9000000004' }).where(eq(schema.users.id, 4));
    }
    expect(await ids('q=9000000003')).toContain(cod);
    expect(await ids('q=000003')).toContain(cod);
    expect(await ids('q=9000000003')).not.toContain(paid);
    const filtered = await list(
      `customer_id=4&experience_id=14&city_id=1&date_from=${DRAFT.date}&date_to=${DRAFT.date}`,
    );
    expect(filtered.items.map((o) => o.id)).toContain(paid);
    for (const o of filtered.items)
      expect([o.customer?.id, o.experience.id, o.city.id, o.date]).toEqual([4, 14, 1, DRAFT.date]);
    const placed = await list('status=placed&customer_id=3');
    expect(placed.items.map((o) => o.id)).toContain(cod);
    expect(placed.items.every((o) => o.status === 'placed' && o.customer?.id === 3)).toBe(true);
    expect(await ids('status=completed&customer_id=3')).not.toContain(cod);
    expect(await ids('date_to=2026-11-01&customer_id=3')).not.toContain(cod);
    expect((await list('sort=amount&order=ASC&per_page=3')).items.map((o) => o.amount)).toEqual(
      [...(await list('sort=amount&order=ASC&per_page=3')).items.map((o) => o.amount)].sort((a, b) => a - b),
    );
  });

  it('filters by the vendor asked for or holding the booking', async () => {
    await dispatchAll(t(), minutesAfter(1));
    const first = RANKED_FOR_14[0] ?? 0;
    const held = await list(`vendor_id=${first}`);
    expect(held.items.map((o) => o.id)).toContain(cod);
    expect(held.items.every((o) => o.vendor?.id === first)).toBe(true);
    expect((await list(`q=${cod}`)).items[0]?.vendor).toMatchObject({ id: first, request_status: 'sent' });
  });

  it('refuses a bad filter with a 400 naming it', async () => {
    const cases: [string, string][] = [
      ['status=lost', 'status'],
      ['per_page=500', 'per_page'],
      ['page=0', 'page'],
      ['date_from=2026-02-31', 'date_from'],
      ['attention=everything', 'attention'],
      ['city_id=abc', 'city_id'],
      ['sort=name', 'sort'],
    ];
    for (const [query, field] of cases) {
      const reply = await consoleGet(t(), `/orders?${query}`, ops);
      expect(reply.statusCode, query).toBe(400);
      expect(errorOf(reply).data, query).toHaveProperty(field);
    }
  });
});

describe('the Today page', () => {
  it("counts each queue exactly as its list's link finds it", async () => {
    const { queues } = dataOf(todayQueues, await consoleGet(t(), '/today', ops));
    expect(queues.map((q) => q.key)).toEqual(ATTENTION_QUEUE_NAMES);
    for (const queue of queues)
      expect((await list(`attention=${queue.key}&per_page=1`)).total, queue.key).toBe(queue.count);
  });

  it('moves a booking from "no vendor yet" to "vendor not answering" once half its window passed', async () => {
    // The paid order went to its vendor in the dispatch above, with two hours to answer.
    expect(await ids('attention=no_vendor')).not.toContain(paid);
    expect(await ids('attention=vendor_silent')).not.toContain(paid);
    now = minutesAfter(1 + 61);
    expect(await ids('attention=vendor_silent')).toContain(paid);
  });

  it('lists orders with a failed message, and orders flagged with no vendor left', async () => {
    const db = t().database.db;
    await db
      .update(schema.messages)
      .set({ status: 'failed', lastError: 'gateway down' })
      .where(eq(schema.messages.orderId, cod));
    await db
      .insert(schema.vendorEscalations)
      .values({ orderId: cod, reason: 'no vendor left', createdAt: now });
    expect(await ids('attention=message_failed')).toContain(cod);
    expect(await ids('attention=no_vendor_left')).toContain(cod);
    const { queues } = dataOf(todayQueues, await consoleGet(t(), '/today', ops));
    expect(queues.find((q) => q.key === 'message_failed')?.count).toBeGreaterThanOrEqual(1);
  });
});

describe("an order's page", () => {
  it('shows the payment and its capture, the vendor asked, messages, the timeline and the actions it allows', async () => {
    const order = dataOf(consoleOrderDetail, await consoleGet(t(), `/orders/${paid}`, ops));
    expect(order).toMatchObject({ id: paid, status: 'sent_to_vendor', quantity: 1, pincode: '110070' });
    expect(order.money).toMatchObject({ paid_online: order.amount, refunded: 0, refundable: order.amount });
    expect(order.payments[0]).toMatchObject({ status: 'paid', amount: order.amount });
    expect(order.payments[0]?.captures[0]).toMatchObject({
      amount: order.amount,
      outcome: expect.any(String),
    });
    expect(order.vendor_requests[0]).toMatchObject({ vendor: { id: RANKED_FOR_14[0] }, status: 'sent' });
    expect(order.messages.some((m) => m.kind === 'order_placed' && m.to === 'customer')).toBe(true);
    expect(order.messages.some((m) => m.kind === 'vendor_request' && m.to === 'vendor')).toBe(true);
    expect(order.timeline.map((e) => e.to)).toEqual(
      expect.arrayContaining(['pending_payment', 'placed', 'sent_to_vendor']),
    );
    expect(order.actions).toEqual({
      assign_vendor: true,
      resend_request: true,
      cancel: true,
      complete: false,
      cash_collected: false,
      refund: true,
    });
  });

  it('is a 404 for an order that does not exist, and a 400 for an id that is not one', async () => {
    expect((await consoleGet(t(), '/orders/999999', ops)).statusCode).toBe(404);
    const bad = await consoleGet(t(), '/orders/abc', ops);
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).data).toHaveProperty('id');
  });

  it("lists the vendors of the order's city: rank for its experience, their day, and who was asked", async () => {
    const { vendors } = dataOf(vendorOptions, await consoleGet(t(), `/orders/${paid}/vendors`, ops));
    expect(vendors.filter((v) => v.rank !== null).map((v) => v.id)).toEqual(RANKED_FOR_14);
    expect(vendors.find((v) => v.id === RANKED_FOR_14[0])?.asked).toBe('sent');
    expect(vendors.find((v) => v.id === RANKED_FOR_14[1])?.asked).toBeNull();
  });

  it("gives the filters' names: cities, experiences and vendors", async () => {
    const names = dataOf(consoleLookups, await consoleGet(t(), '/lookups', ops));
    expect(names.cities.length).toBeGreaterThanOrEqual(5);
    expect(names.experiences.length).toBeGreaterThanOrEqual(70);
    expect(names.vendors).toHaveLength(17);
  });
});
