import { errorEnvelope, orderDetail, placedOrder, successEnvelope } from '@store/contract';
import { replacedTrackingLink } from '@store/contract/console';
import { schema } from '@store/db';
import { surgedPrice } from '@store/domain';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEVELOPMENT_LINK_SECRET, trackingKey } from '../../src/modules/links/tracking-link';
import { deliverDueMessages } from '../../src/modules/messaging/deliver.service';
import { outboxSms } from '../../src/modules/messaging/sms-outbox';
import { auditOfOrder, callers, consolePost, dataOf, errorOf } from '../console/console-helpers';
import { TEST_NOW } from '../support/fixtures';
import { sessionFor } from '../support/sessions';
import { type TestApp, useTestApp } from '../support/test-app';

// A tracking link opens an order without signing in, so it lasts a while only (30 days after the
// slot) and an operator can replace a leaked one, the old key refused from that moment.

const DRAFT = { experience_id: 14, date: '2026-12-04', slot_id: 142, pincode: '110070', quantity: 1 };
const PRICE = surgedPrice(1999, 10) + 99;
const DAY = 24 * 60 * 60 * 1000;

let now = TEST_NOW;

async function placeFor(t: TestApp, userId: number): Promise<number> {
  const reply = await t.app.inject({
    method: 'POST',
    url: '/v5/booking/book_cod_order',
    payload: { ...DRAFT, amount: PRICE },
    headers: { 'x-csrf-token': await sessionFor(t, userId) },
  });
  return successEnvelope(placedOrder).parse(reply.json()).data.order_id;
}
const detail = (t: TestApp, id: number, query = '', token?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/v2/order-detail-by-id/${id}${query}`,
    ...(token && { headers: { 'x-csrf-token': token } }),
  });

describe("a tracking link's lifetime", () => {
  const t = useTestApp({ clock: () => now });
  beforeEach(() => {
    now = TEST_NOW;
  });

  it('opens the order until 30 days after the slot, then tells the customer to sign in', async () => {
    const id = await placeFor(t(), 2);
    const key = trackingKey(DEVELOPMENT_LINK_SECRET, id);
    now = new Date('2027-01-03T23:59:00Z');
    expect((await detail(t(), id, `?key=${key}`)).statusCode).toBe(200);
    now = new Date('2027-01-04T00:00:00Z');
    const late = await detail(t(), id, `?key=${key}`);
    expect(late.statusCode).toBe(410);
    const error = errorEnvelope.parse(late.json());
    expect(error.code).toBe('TRACKING_LINK_EXPIRED');
    expect(error.error_message).toMatch(/sign in/i);
    // Its customer, signed in, still sees the order.
    const own = await sessionFor(t(), 2, { expiresAt: new Date(now.getTime() + DAY) });
    await t()
      .database.db.update(schema.sessions)
      .set({ createdAt: now, lastSeenAt: now })
      .where(eq(schema.sessions.userId, 2));
    expect((await detail(t(), id, '', own)).statusCode).toBe(200);
  });

  it("an operator replaces an order's link: the old key stops at once, the new one opens it, audited", async () => {
    const id = await placeFor(t(), 4);
    const old = trackingKey(DEVELOPMENT_LINK_SECRET, id);
    expect((await detail(t(), id, `?key=${old}`)).statusCode).toBe(200);
    const { ops } = await callers(t());
    const replaced = dataOf(
      replacedTrackingLink,
      await consolePost(t(), `/orders/${id}/tracking-link`, { reason: 'forwarded text' }, ops),
    );
    expect(replaced.key_expires_at).toBe('2027-01-04T00:00:00.000Z');
    const path = new URL(replaced.tracking_path, 'https://store.test');
    expect(path.pathname).toBe(`/track_order/${id}`);
    const fresh = path.searchParams.get('key') ?? '';
    expect(fresh).not.toBe(old);
    expect((await detail(t(), id, `?key=${old}`)).statusCode).toBe(404);
    const opened = await detail(t(), id, `?key=${fresh}`);
    expect(successEnvelope(orderDetail).parse(opened.json()).data.id).toBe(id);
    const audit = await auditOfOrder(t(), id);
    expect(audit.map((row) => row.action)).toContain('order.tracking_link');
    expect(JSON.stringify(audit)).not.toContain(fresh);
    // The customer is texted the new link at once: the one in their earlier texts stopped working.
    const links = { sms: outboxSms, storeUrl: 'https://store.test', linkSecret: DEVELOPMENT_LINK_SECRET };
    await deliverDueMessages(t().database.db, links, now);
    const sent = await t().database.db.select().from(schema.messages).where(eq(schema.messages.orderId, id));
    const text = sent.find((m) => m.kind === 'tracking_link_replaced' && m.channel === 'sms');
    expect(text?.status).toBe('sent');
    expect(text?.body).toBe(
      `We made a new tracking link for booking #${id} (Romantic Balloon Decor for Room on Fri 4 Dec, 1:00 PM); the earlier one no longer opens it. Your new link: https://store.test${replaced.tracking_path}`,
    );
  });

  it('is a console action: a store session cannot replace a link', async () => {
    const id = await placeFor(t(), 5);
    const { customer } = await callers(t());
    const reply = await consolePost(t(), `/orders/${id}/tracking-link`, {}, customer);
    expect([401, 403]).toContain(reply.statusCode);
    expect(errorOf(reply).code).not.toBe('VALIDATION_FAILED');
    expect((await detail(t(), id, `?key=${trackingKey(DEVELOPMENT_LINK_SECRET, id)}`)).statusCode).toBe(200);
  });

  it('refuses an unknown order with a 404 and writes nothing', async () => {
    const { ops } = await callers(t());
    const reply = await consolePost(t(), '/orders/999999/tracking-link', {}, ops);
    expect(reply.statusCode).toBe(404);
    expect(await auditOfOrder(t(), 999999)).toHaveLength(0);
  });

  it('a key alone only shows the order: cancelling or moving it needs its customer signed in', async () => {
    const id = await placeFor(t(), 6);
    const key = trackingKey(DEVELOPMENT_LINK_SECRET, id);
    const write = (path: string, payload: object, token?: string) =>
      t().app.inject({
        method: 'POST',
        url: `/v2/booking/${id}/${path}?key=${key}`,
        payload,
        ...(token && { headers: { 'x-csrf-token': token } }),
      });
    const stranger = await sessionFor(t(), 7);
    for (const token of [undefined, stranger]) {
      for (const [path, payload] of [
        ['cancel', {}],
        ['reschedule', { date: DRAFT.date, slot_id: DRAFT.slot_id }],
        ['questions', { question_response: [] }],
      ] as const) {
        const reply = await write(path, payload, token);
        expect(reply.statusCode).toBe(403);
        expect(errorEnvelope.parse(reply.json()).code).toBe('TRACKING_LINK_READ_ONLY');
      }
    }
    expect(
      successEnvelope(orderDetail).parse((await detail(t(), id, `?key=${key}`)).json()).data.status,
    ).toBe('placed');
    const own = await write('cancel', {}, await sessionFor(t(), 6));
    expect(own.statusCode).toBe(200);
  });
});
