import { errorEnvelope, orderNotifications, successEnvelope } from '@store/contract';
import { schema } from '@store/db';
import { describe, expect, it } from 'vitest';
import { TEST_NOW } from '../support/fixtures';
import { type TestApp, useTestApp } from '../support/test-app';

const DAY_MS = 86_400_000;
const parse = (json: unknown) => successEnvelope(orderNotifications).parse(json).data;

async function feed(t: TestApp, query = '', headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url: `/v2/orders-notification${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return parse(res.json());
}

/** The orders a visitor of the city should hear about at `now`, newest first. */
async function expectedOrders(t: TestApp, cityId: number, now: Date) {
  const orders = await t.database.db.select().from(schema.orders);
  return orders
    .filter(
      (o) =>
        o.cityId === cityId &&
        ['placed', 'completed'].includes(o.status) &&
        o.createdAt.getTime() <= now.getTime() &&
        o.createdAt.getTime() > now.getTime() - 7 * DAY_MS,
    )
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
    .slice(0, 10);
}

describe('GET /v2/orders-notification', () => {
  const t = useTestApp();

  it('tells the newest real orders of the city in the last 7 days, up to 10', async () => {
    const expected = await expectedOrders(t(), 1, TEST_NOW);
    expect(expected.length, 'the seed has recent Delhi NCR orders').toBeGreaterThan(3);
    const { notifications } = await feed(t());
    expect(notifications.map((n) => n.id)).toEqual(expected.map((o) => o.id));
    const experiences = await t().database.db.select().from(schema.experiences);
    for (const [i, n] of notifications.entries()) {
      const order = expected[i];
      const e = experiences.find((x) => x.id === order?.experienceId);
      expect(n.locality).toBe(order?.locality);
      expect(n.text).toBe(`Someone in ${order?.locality} booked ${e?.name}`);
      expect(n.experience_name).toBe(e?.name);
      expect(n.page_url).toBe(`/experience/${e?.id}/delhi-ncr/${e?.shortLink}`);
      expect(n.image_url).toBe(e?.featuredImage);
      expect(n.minutes_ago).toBe(
        Math.floor((TEST_NOW.getTime() - (order?.createdAt.getTime() ?? 0)) / 60_000),
      );
    }
    expect(notifications.map((n) => n.minutes_ago)).toEqual(
      notifications.map((n) => n.minutes_ago).sort((a, b) => a - b),
    );
  });

  it('never tells who booked: no customer name, mobile, email or id', async () => {
    const db = t().database.db;
    const [orders, users] = await Promise.all([
      db.select().from(schema.orders),
      db.select().from(schema.users),
    ]);
    const customers = users.filter((u) => orders.some((o) => o.customerId === u.id));
    expect(customers.length, 'some seeded orders belong to seeded customers').toBeGreaterThan(0);
    for (const city of ['1', '2', '3', '4', '5']) {
      const body = JSON.stringify(await feed(t(), '', { city }));
      for (const u of customers) {
        for (const secret of [u.firstName, u.lastName, u.mobile, u.email]) {
          if (secret) expect(body, `city ${city}`).not.toContain(secret);
        }
      }
      for (const n of parse({ status_code: 200, message: '', data: JSON.parse(body) }).notifications) {
        expect(Object.keys(n).sort()).toEqual(
          ['experience_name', 'id', 'image_url', 'locality', 'minutes_ago', 'page_url', 'text'].sort(),
        );
        expect(n.text).toMatch(/^Someone in .+ booked .+$/);
      }
    }
  });

  it('leaves out cancelled orders and falls back to the city name without a locality', async () => {
    const db = t().database.db;
    const [experience] = await db.select().from(schema.experiences).limit(1);
    const recent = new Date(TEST_NOW.getTime() - 60_000 * 5);
    const base = { experienceId: experience?.id ?? 1, cityId: 1, amount: 999, createdAt: recent };
    await db.insert(schema.orders).values([
      { ...base, status: 'cancelled', locality: 'Cancelled Nagar' },
      { ...base, status: 'placed', locality: '' },
    ]);
    const { notifications } = await feed(t(), '?city=delhi-ncr');
    expect(notifications[0]).toMatchObject({ locality: 'Delhi NCR', minutes_ago: 5 });
    expect(notifications[0]?.text).toBe(`Someone in Delhi NCR booked ${experience?.name}`);
    expect(JSON.stringify(notifications)).not.toContain('Cancelled Nagar');
  });

  it('takes the city from the CITY header, else the city query, and refuses an unknown city', async () => {
    const byQuery = await feed(t(), '?city=mumbai');
    expect(byQuery.notifications.length).toBeGreaterThan(0);
    for (const n of byQuery.notifications) expect(n.page_url).toContain('/mumbai/');
    expect(await feed(t(), '?city=pune', { city: 'mumbai' })).toEqual(byQuery);
    const res = await t().app.inject({
      method: 'GET',
      url: '/v2/orders-notification',
      headers: { city: 'atlantis' },
    });
    expect(res.statusCode).toBe(400);
    expect(errorEnvelope.parse(res.json()).data).toEqual({ CITY: 'is not a known city' });
  });

  it('takes one SQL statement', async () => {
    t().statements.length = 0;
    await feed(t());
    expect(t().statements.length).toBe(1);
  });
});

describe('GET /v2/orders-notification decides what is recent by the injected clock', () => {
  const threeDaysEarlier = new Date(TEST_NOW.getTime() - 3 * DAY_MS);
  let clockNow = threeDaysEarlier;
  const early = useTestApp({ clock: () => clockNow, catalogueCacheTtlMs: 60_000 });
  const late = useTestApp({ clock: () => new Date(TEST_NOW.getTime() + 30 * DAY_MS) });

  it('three days earlier, tells the orders of the week before that and none placed since', async () => {
    const expected = await expectedOrders(early(), 1, threeDaysEarlier);
    const { notifications } = await feed(early());
    expect(notifications.map((n) => n.id)).toEqual(expected.map((o) => o.id));
    const now = await expectedOrders(early(), 1, TEST_NOW);
    expect(notifications.map((n) => n.id)).not.toEqual(now.map((o) => o.id));
    const orders = await early().database.db.select().from(schema.orders);
    for (const n of notifications) {
      const order = orders.find((o) => o.id === n.id);
      expect(order?.createdAt.getTime()).toBeLessThanOrEqual(threeDaysEarlier.getTime());
    }
    // Cached per minute: the same answer again, and a new one once the clock has moved on.
    expect(await feed(early())).toEqual({ notifications });
    clockNow = TEST_NOW;
    expect((await feed(early())).notifications.map((n) => n.id)).toEqual(now.map((o) => o.id));
  });

  it('a month later, has nothing recent to tell', async () => {
    expect((await feed(late())).notifications).toEqual([]);
  });
});

describe('OpenAPI entries of notifications', () => {
  const t = useTestApp();

  it('documents every path with its parameters', async () => {
    const doc = (await t().app.inject({ method: 'GET', url: '/docs' })).json();
    const expected: Record<string, string[]> = { '/v2/orders-notification': ['city'] };
    for (const [path, names] of Object.entries(expected)) {
      const get = doc.paths[path]?.get;
      expect(get, path).toBeDefined();
      expect(get.parameters.map((p: { name: string }) => p.name).sort(), path).toEqual([...names].sort());
      expect(
        Object.keys(get.responses['200'].content['application/json'].schema.properties.data.properties)
          .length,
      ).toBeGreaterThan(0);
    }
  });
});
