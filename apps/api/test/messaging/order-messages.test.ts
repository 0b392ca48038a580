import { placedOrder, successEnvelope } from '@store/contract';
import { schema } from '@store/db';
import { surgedPrice } from '@store/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVELOPMENT_LINK_SECRET, trackingKey } from '../../src/modules/links/tracking-link';
import { deliverDueMessages } from '../../src/modules/messaging/deliver.service';
import { messagesOfOrder } from '../../src/modules/messaging/messages.repository';
import { msg91Sms } from '../../src/modules/messaging/msg91-sms';
import { outboxSms } from '../../src/modules/messaging/sms-outbox';
import { applyOrderEvent } from '../../src/modules/order-core/lifecycle.service';
import { TEST_NOW } from '../support/fixtures';
import { sessionFor } from '../support/sessions';
import { type StubServer, sendJson, startStub } from '../support/stub-server';
import { type TestApp, useTestApp } from '../support/test-app';

// The customer hears from the store: an order's texts are written with the
// order, in its transaction, and sent later by the queue's delivery job, once, with back-off when
// the gateway is down, which never fails the order. Seed: experience 14 (Romantic Balloon Decor for Room, Delhi, Rs 1999, cash on
// delivery, pincode 110070 adds 99) surges 10% on Friday 4 Dec, slot 142 starts at 1 PM; user 2's mobile is 9000000002.

const STORE = 'https://experience-store.in';
const OUTBOX = { sms: outboxSms, storeUrl: STORE, linkSecret: DEVELOPMENT_LINK_SECRET };
/** The tracking link a text carries: it opens the order without signing in. */
const link = (id: number) => `${STORE}/track_order/${id}?key=${trackingKey(DEVELOPMENT_LINK_SECRET, id)}`;
const DRAFT = { experience_id: 14, date: '2026-12-04', slot_id: 142, pincode: '110070', quantity: 1 };
const PRICE = surgedPrice(1999, 10) + 99;
const minutes = (n: number) => new Date(TEST_NOW.getTime() + n * 60_000);

function book(t: TestApp, path: string, token: string, key: string) {
  return t.app.inject({
    method: 'POST',
    url: `/v5/booking/${path}`,
    payload: { ...DRAFT, amount: PRICE },
    headers: { 'x-csrf-token': token, 'idempotency-key': key },
  });
}
/** The order's texts (its other channels are tested in customer-channels.test.ts). */
const textsOf = async (t: TestApp, id: number) =>
  (await messagesOfOrder(t.database.db, id)).filter((m) => m.channel === 'sms');
/** Sent and failed tries of a pass (messages for channels these tests give no sender are skipped). */
const tries = ({ sent, failed }: { sent: number; failed: number }) => ({ sent, failed });
const orderIdOf = (json: unknown) => successEnvelope(placedOrder).parse(json).data.order_id;
const textsTo = (t: TestApp, mobile: string) =>
  t.database.db.select().from(schema.smsOutbox).where(eq(schema.smsOutbox.mobile, mobile));
const mobileOf = async (t: TestApp, userId: number) =>
  (await t.database.db.select().from(schema.users).where(eq(schema.users.id, userId)))[0]?.mobile ?? '';

describe("an order's texts", () => {
  const t = useTestApp();

  it('a cash-on-delivery order is texted once, with its slot and tracking link', async () => {
    const token = await sessionFor(t(), 2);
    const first = await book(t(), 'book_cod_order', token, 'cod-once');
    const id = orderIdOf(first.json());
    await book(t(), 'book_cod_order', token, 'cod-once'); // the same placement again
    expect((await textsOf(t(), id)).map((m) => [m.kind, m.status])).toEqual([['order_placed', 'queued']]);

    const mobile = await mobileOf(t(), 2);
    const before = (await textsTo(t(), mobile)).length;
    expect(tries(await deliverDueMessages(t().database.db, OUTBOX, TEST_NOW))).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(tries(await deliverDueMessages(t().database.db, OUTBOX, minutes(5)))).toEqual({
      sent: 0,
      failed: 0,
    });
    const texts = await textsTo(t(), mobile);
    expect(texts).toHaveLength(before + 1);
    expect(texts.at(-1)?.body).toBe(
      `Booking #${id} confirmed: Romantic Balloon Decor for Room on Fri 4 Dec, 1:00 PM. Track it and answer its questions: ${link(id)}`,
    );
    const [sent] = await textsOf(t(), id);
    expect(sent).toMatchObject({ status: 'sent', recipient: mobile, attempts: 0, sentAt: TEST_NOW });
    expect(sent?.providerReference).toMatch(/^outbox:\d+$/);
  });

  it('an online order is texted when it is paid, not before; a failed payment says how to pay again', async () => {
    const token = await sessionFor(t(), 3);
    const id = orderIdOf((await book(t(), 'book_order', token, 'online-1')).json());
    expect(await messagesOfOrder(t().database.db, id)).toEqual([]);

    const db = t().database.db;
    await db.transaction((tx) =>
      applyOrderEvent(tx, id, { type: 'payment_failed', source: 'test' }, { now: TEST_NOW }),
    );
    await db.transaction((tx) =>
      applyOrderEvent(tx, id, { type: 'paid', source: 'test' }, { now: minutes(2) }),
    );
    expect((await textsOf(t(), id)).map((m) => m.kind)).toEqual(['payment_failed', 'order_placed']);
    await deliverDueMessages(db, OUTBOX, minutes(2));
    const bodies = (await textsTo(t(), await mobileOf(t(), 3))).map((r) => r.body);
    expect(bodies).toContain(
      `Payment for booking #${id} (Romantic Balloon Decor for Room on Fri 4 Dec, 1:00 PM) did not go through. Pay again here: ${link(id)}`,
    );
    expect(bodies.some((b) => b.startsWith(`Booking #${id} confirmed`))).toBe(true);
  });
});

describe('a text gateway that is down', () => {
  const t = useTestApp();
  let up = false;
  let gateway: StubServer;
  beforeAll(async () => {
    gateway = await startStub((_request, response) =>
      up
        ? sendJson(response, 200, { type: 'success', message: 'req-1' })
        : sendJson(response, 500, { type: 'error', message: 'Internal error' }),
    );
  });
  afterAll(() => gateway.close());
  const sms = () =>
    msg91Sms({
      provider: 'msg91',
      authKey: 'key',
      apiUrl: gateway.url,
      templates: { otp: 'otp', order_placed: 'placed-flow', payment_failed: 'failed-flow' },
    });

  it('places the order all the same, and the text goes out with back-off once the gateway is back', async () => {
    const placed = await book(t(), 'book_cod_order', await sessionFor(t(), 4), 'down-1');
    expect(placed.statusCode).toBe(200);
    const id = orderIdOf(placed.json());
    const db = t().database.db;
    const deliver = (at: Date) =>
      deliverDueMessages(db, { sms: sms(), storeUrl: STORE, linkSecret: DEVELOPMENT_LINK_SECRET }, at);

    expect(tries(await deliver(TEST_NOW))).toEqual({ sent: 0, failed: 1 });
    expect((await textsOf(t(), id))[0]).toMatchObject({
      status: 'queued',
      attempts: 1,
      nextAttemptAt: minutes(1),
      lastError: expect.stringContaining('MSG91 answered 500'),
    });
    const tried = gateway.requests.length;
    expect(tries(await deliver(new Date(TEST_NOW.getTime() + 30_000)))).toEqual({ sent: 0, failed: 0 });
    expect(gateway.requests.length).toBe(tried); // not before its time

    expect(tries(await deliver(minutes(1)))).toEqual({ sent: 0, failed: 1 }); // second try: next in 2 minutes
    up = true;
    expect(tries(await deliver(minutes(2)))).toEqual({ sent: 0, failed: 0 });
    expect(tries(await deliver(minutes(3)))).toEqual({ sent: 1, failed: 0 });
    const [message] = await textsOf(t(), id);
    expect(message).toMatchObject({ status: 'sent', attempts: 2, providerReference: 'msg91:req-1' });
    const flow = JSON.parse(gateway.requests.at(-1)?.body.toString() ?? '{}');
    expect(flow).toMatchObject({
      template_id: 'placed-flow',
      recipients: [
        { mobiles: `91${await mobileOf(t(), 4)}`, order_id: String(id), when: 'Fri 4 Dec, 1:00 PM' },
      ],
    });
  });

  it('keeps a text as failed after its last try', async () => {
    up = false;
    const placed = await book(t(), 'book_cod_order', await sessionFor(t(), 5), 'down-2');
    const id = orderIdOf(placed.json());
    const db = t().database.db;
    let at = TEST_NOW;
    for (let i = 0; i < 6; i++) {
      await deliverDueMessages(db, { sms: sms(), storeUrl: STORE, linkSecret: DEVELOPMENT_LINK_SECRET }, at);
      at = (await textsOf(t(), id))[0]?.nextAttemptAt ?? at;
    }
    expect((await textsOf(t(), id))[0]).toMatchObject({ status: 'failed', attempts: 6 });
    expect(
      tries(
        await deliverDueMessages(
          db,
          { sms: sms(), storeUrl: STORE, linkSecret: DEVELOPMENT_LINK_SECRET },
          minutes(600),
        ),
      ),
    ).toEqual({
      sent: 0,
      failed: 0,
    });
  });
});
