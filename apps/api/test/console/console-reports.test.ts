import { report } from '@store/contract/console';
import { schema } from '@store/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookCod } from '../messaging/message-helpers';
import { TEST_NOW } from '../support/fixtures';
import { useTestApp } from '../support/test-app';
import { CUSTOMER, callers, consoleGet, consolePost, dataOf, errorOf } from './console-helpers';

// Bookings and revenue per day, city and experience over a period, and the
// orders list as a CSV (streamed, with the list's filters). Runs on PGlite and PostgreSQL.

const t = useTestApp({ clock: () => TEST_NOW });
let who: Awaited<ReturnType<typeof callers>>;
let booked = 0;
const today = TEST_NOW.toISOString().slice(0, 10);

beforeAll(async () => {
  who = await callers(t());
  booked = await bookCod(t(), CUSTOMER, 'console-reports');
});

const reportOf = async (query: string) => dataOf(report, await consoleGet(t(), `/reports?${query}`, who.ops));

/** The CSV's lines, each split into cells (the test's orders have no commas or quotes in them). */
function csvRows(body: string): string[][] {
  return body
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(','));
}

describe('the bookings report', () => {
  it('counts a booking and its revenue on its day, city and experience, with every day of the period', async () => {
    const [order] = await t().database.db.select().from(schema.orders).where(eq(schema.orders.id, booked));
    const before = await reportOf(`from=${today}&to=${today}`);
    expect(before.by_day).toHaveLength(1);
    const week = await reportOf(`from=${today}&to=2026-12-31`);
    expect(week.by_day[0]?.key).toBe(today);
    expect(week.by_day.at(-1)).toMatchObject({ key: '2026-12-31', bookings: 0, revenue: 0 });
    expect(week.totals.bookings).toBe(week.by_day.reduce((n, d) => n + d.bookings, 0));
    const day = before.by_day[0];
    expect(day?.bookings).toBeGreaterThanOrEqual(1);
    const city = before.by_city.find((c) => c.key === String(order?.cityId));
    const experience = before.by_experience.find((e) => e.key === String(order?.experienceId));
    expect(city?.revenue).toBeGreaterThanOrEqual(order?.amount ?? 1);
    expect(experience?.bookings).toBeGreaterThanOrEqual(1);
    expect(before.by_city.reduce((n, c) => n + c.bookings, 0)).toBe(before.totals.bookings);
    const empty = await reportOf('from=2020-01-01&to=2020-01-31');
    expect(empty.totals).toEqual({ bookings: 0, revenue: 0 });
    expect(empty.by_city).toEqual([]);
  });

  it('gives revenue by vendor and the shares cancelled and refunded', async () => {
    const before = await reportOf(`from=${today}&to=${today}`);
    expect(before.by_vendor.reduce((n, v) => n + v.bookings, 0)).toBe(before.totals.bookings);
    expect(before.by_vendor.reduce((n, v) => n + v.revenue, 0)).toBe(before.totals.revenue);
    // Nobody accepted the test's booking yet: it is under "No vendor".
    expect(before.by_vendor.find((v) => v.key === 'none')).toMatchObject({ label: 'No vendor' });
    // An operator cancels it: one more cancelled, the share moves with it.
    const cancelled = await consolePost(
      t(),
      `/orders/${booked}/cancel`,
      { refund_percent: 100, reason: 'customer called to cancel' },
      who.ops,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = await reportOf(`from=${today}&to=${today}`);
    expect(after.rates.cancelled).toBe(before.rates.cancelled + 1);
    expect(after.rates.cancellation_percent).toBe(
      Math.round((after.rates.cancelled * 1000) / after.totals.bookings) / 10,
    );
    expect(after.rates.refund_percent).toBe(
      Math.round((after.rates.refunded * 1000) / after.totals.bookings) / 10,
    );
  });

  it.each([
    ['from=2026-12-02&to=2026-12-01', 'to'],
    ['from=2026-01-01&to=2027-06-01', 'to'],
    ['from=yesterday&to=2026-12-01', 'from'],
    ['to=2026-12-01', 'from'],
  ])('refuses %s naming %s', async (query, field) => {
    const reply = await consoleGet(t(), `/reports?${query}`, who.ops);
    expect(reply.statusCode, reply.body).toBe(400);
    expect(errorOf(reply).data).toHaveProperty(field);
  });
});

describe('the orders CSV', () => {
  it("streams every matching order with the list's filters, a known order's row among them", async () => {
    const reply = await consoleGet(t(), `/orders/export?customer_id=${CUSTOMER}`, who.ops);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/csv/);
    expect(reply.headers['content-disposition']).toMatch(/attachment; filename="orders-.*\.csv"/);
    const [header, ...rows] = csvRows(reply.body);
    expect(header?.slice(0, 3)).toEqual(['order_id', 'status', 'kind']);
    const row = rows.find((r) => r[0] === String(booked));
    const [order] = await t().database.db.select().from(schema.orders).where(eq(schema.orders.id, booked));
    expect(row?.[1]).toBe(order?.status);
    expect(row?.[7]).toBe(String(CUSTOMER));
    expect(row?.[12]).toBe(String(order?.amount));
    expect(rows.every((r) => r[7] === String(CUSTOMER))).toBe(true);
    const other = csvRows((await consoleGet(t(), '/orders/export?customer_id=3', who.admin)).body);
    expect(other.slice(1).some((r) => r[0] === String(booked))).toBe(false);
  });

  it('refuses bad filters naming them, and customers and agents (403)', async () => {
    const reply = await consoleGet(t(), '/orders/export?status=lost', who.ops);
    expect(reply.statusCode).toBe(400);
    expect(errorOf(reply).data).toHaveProperty('status');
    expect((await consoleGet(t(), '/orders/export', who.customer)).statusCode).toBe(403);
    expect((await consoleGet(t(), '/reports?from=2026-12-01&to=2026-12-01', who.agent)).statusCode).toBe(403);
  });
});
