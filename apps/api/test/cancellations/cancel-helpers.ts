import { placedOrder, successEnvelope } from '@store/contract';
import { schema } from '@store/db';
import { surgedPrice } from '@store/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { TestApp } from '../support/test-app';

// Shared by cancellations.test.ts and refunds.test.ts. Seed: experience 14 (Delhi), Friday 4 Dec
// 2026 (a 10% weekend surge, as on Saturday 5 Dec; Thursday 3 Dec has none), slot 142 at 1:00 PM
// IST; cash on delivery allowed; TEST_NOW is Tuesday 1 Dec, 10:00 AM IST (75 hours before).

export const DRAFT = { experience_id: 14, date: '2026-12-04', slot_id: 142, pincode: '110070', quantity: 1 };
export const PRICE = surgedPrice(1999, 10) + 99;
/** The slot's start, and an instant so many hours before it. */
export const SLOT_START = new Date('2026-12-04T07:30:00.000Z');
export const hoursBefore = (h: number) => new Date(SLOT_START.getTime() - h * 3_600_000);

const headers = (token?: string) => (token ? { 'x-csrf-token': token } : {});
export const get = (t: TestApp, url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: headers(token) });
export const post = (t: TestApp, url: string, payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: headers(token) });

export async function placeCod(t: TestApp, token: string, draft: object = DRAFT): Promise<number> {
  const reply = await post(t, '/v5/booking/book_cod_order', { ...DRAFT, amount: PRICE, ...draft }, token);
  if (reply.statusCode !== 200) throw new Error(`placing failed: ${reply.body}`);
  return successEnvelope(placedOrder).parse(reply.json()).data.order_id;
}

/** Pays a provider order through the sandbox's window, as a customer would. */
export async function paySandbox(t: TestApp, providerOrderId: string) {
  const reply = await t.app.inject({
    method: 'POST',
    url: '/sandbox/checkout/complete',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      provider_order_id: providerOrderId,
      origin: 'http://localhost:3000',
      outcome: 'pay',
    }).toString(),
  });
  if (reply.statusCode !== 200) throw new Error(`sandbox payment failed: ${reply.body}`);
}

/** An online order paid through the sandbox: placed, its payment captured. */
export async function placePaid(t: TestApp, token: string, extra: object = {}, amount = PRICE) {
  const reply = await post(t, '/v5/booking/book_order', { ...DRAFT, amount, ...extra }, token);
  if (reply.statusCode !== 200) throw new Error(`placing failed: ${reply.body}`);
  const order = successEnvelope(placedOrder).parse(reply.json()).data;
  if (order.payment) await paySandbox(t, order.payment.provider_order_id);
  return order.order_id;
}

export const orderRow = async (t: TestApp, id: number) =>
  (await t.database.db.select().from(schema.orders).where(eq(schema.orders.id, id)))[0];
export const eventsOf = (t: TestApp, id: number) =>
  t.database.db
    .select()
    .from(schema.orderEvents)
    .where(eq(schema.orderEvents.orderId, id))
    .orderBy(asc(schema.orderEvents.id));
export const refundsOf = (t: TestApp, id: number) =>
  t.database.db
    .select()
    .from(schema.refunds)
    .where(eq(schema.refunds.orderId, id))
    .orderBy(asc(schema.refunds.id));

export async function capacityOf(t: TestApp, date: string, slotId: number) {
  const [row] = await t.database.db
    .select()
    .from(schema.slotCapacities)
    .where(
      and(
        eq(schema.slotCapacities.experienceId, 14),
        eq(schema.slotCapacities.cityId, 1),
        eq(schema.slotCapacities.date, date),
        eq(schema.slotCapacities.slotId, slotId),
      ),
    );
  if (!row) throw new Error(`no capacity for ${date} slot ${slotId}`);
  return row;
}

/** Experience 14's slots other than 142, for moving a booking. */
export async function otherSlots(t: TestApp): Promise<number[]> {
  const rows = await t.database.db
    .select({ id: schema.slots.id })
    .from(schema.slots)
    .where(eq(schema.slots.experienceId, 14))
    .orderBy(asc(schema.slots.id));
  return rows.map((r) => r.id).filter((id) => id !== 142);
}
