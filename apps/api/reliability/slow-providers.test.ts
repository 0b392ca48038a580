import type { ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { schema } from '@store/db';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { App } from '../src/app-context';
import { DEVELOPMENT_LINK_SECRET } from '../src/modules/links/tracking-link';
import { channelSenders } from '../src/modules/messaging/channel-senders';
import { type DeliveryDeps, deliverDueMessages } from '../src/modules/messaging/deliver.service';
import type { SmsConfig } from '../src/modules/messaging/sms';
import { outboxSms } from '../src/modules/messaging/sms-outbox';
import { smsSender } from '../src/modules/messaging/sms-sender';
import { SANDBOX_PAYMENTS } from '../src/modules/payment-provider/payment-config';
import { type StubServer, sendJson, startStub } from '../test/support/stub-server';
import { type FreshDatabase, freshDatabase } from './databases';
import { addCustomers, customerOf, type Draft, drafts } from './store-calls';

// An SMS gateway, a WhatsApp or email provider or a payment provider that is slow
// or down delays its own work and never blocks a customer's request: messages wait in the outbox and
// are tried again; a payment that cannot start now is a clear answer at once, and cash on delivery
// goes on; a sign-in code is answered at once and its text tried again in the background. (Refunds
// and a hanging payment provider: slow-payment-provider.test.ts.)

/** A booking as the store makes it, through the app in process: its price asked, then placed at it. */
async function bookThrough(app: App, token: string, path: string, draft: Draft) {
  const quote = await app.inject({
    method: 'POST',
    url: '/v5/booking/quote',
    payload: draft,
    headers: { city: 'delhi-ncr' },
  });
  const { amount } = quote.json().data as { amount: number };
  return app.inject({
    method: 'POST',
    url: path,
    payload: { ...draft, amount },
    headers: { city: 'delhi-ncr', 'x-csrf-token': token },
  });
}

const MSG91_TEMPLATES = { otp: 't-otp', order_placed: 't-placed', payment_failed: 't-failed' };

describe('an SMS gateway or payment provider that is slow or down', () => {
  let fresh: FreshDatabase;
  let gateway: StubServer;
  /** slow: its answers wait here until the test releases them; down: 503 at once; up: texts taken. */
  let mode: 'slow' | 'down' | 'up' = 'slow';
  const held: ServerResponse[] = [];
  let app: App;
  let token: string;
  let booking: Draft[];
  const sms: SmsConfig = {
    provider: 'msg91',
    authKey: 'reliability-key',
    apiUrl: '',
    templates: MSG91_TEMPLATES,
  };
  beforeAll(async () => {
    fresh = await freshDatabase(`providers_${process.pid}`);
    [token = ''] = await addCustomers(fresh.database.db, 1);
    booking = await drafts(fresh.database.db);
    gateway = await startStub((_, response) => {
      if (mode === 'slow') held.push(response);
      else if (mode === 'down') response.writeHead(503).end('{"type":"error","message":"overloaded"}');
      else
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end('{"type":"success","message":"req-1"}');
    });
    Object.assign(sms, { apiUrl: gateway.url, timeoutMs: 60_000 });
    // Razorpay at an address where nothing answers: a payment provider that is down.
    const razorpayDown = {
      ...SANDBOX_PAYMENTS,
      provider: 'razorpay' as const,
      keyId: 'rzp_test_reliability',
      apiUrl: 'http://127.0.0.1:9',
    };
    app = await buildApp({ database: fresh.database, sms, payments: razorpayDown });
    await app.ready();
  });
  afterAll(async () => {
    for (const response of held.splice(0)) response.destroy();
    await app?.close();
    await gateway?.close();
    await fresh?.drop();
  });

  const book = (path: string, draft: Draft) => bookThrough(app, token, path, draft);

  it("texts an order's confirmation later: the customer's requests never wait on the gateway", async () => {
    const placed = await book('/v5/booking/book_cod_order', booking[0] as Draft);
    expect(placed.statusCode).toBe(200);
    const orderId = placed.json().data.order_id as number;
    expect(gateway.requests, 'the order was answered without the gateway').toEqual([]);

    // The delivery pass meets the gateway, which does not answer: the pass waits on it ...
    const deps = {
      ...channelSenders({
        whatsapp: { provider: 'outbox' },
        email: { provider: 'outbox' },
        push: { subject: 'mailto:x@y.z' },
      }),
      sms: smsSender(sms),
      storeUrl: 'http://localhost:3000',
      linkSecret: DEVELOPMENT_LINK_SECRET,
    };
    const pass = deliverDueMessages(fresh.database.db, deps, new Date());
    while (held.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    // ... while customers are answered: a page, and another booking.
    expect(
      (await app.inject({ method: 'GET', url: '/v5/experience/id/14', headers: { city: 'delhi-ncr' } }))
        .statusCode,
    ).toBe(200);
    expect((await book('/v5/booking/book_cod_order', booking[1] as Draft)).statusCode).toBe(200);
    expect(held).toHaveLength(1);

    // The gateway fails: the text is kept, to be tried again a minute later.
    mode = 'down';
    held.shift()?.writeHead(503).end('{"type":"error","message":"overloaded"}');
    expect((await pass).sent).toBe(0);
    const textOf = async (id: number) =>
      (await fresh.database.db.select().from(schema.messages).where(eq(schema.messages.orderId, id)))[0];
    expect(await textOf(orderId)).toMatchObject({
      channel: 'sms',
      status: 'queued',
      attempts: 1,
      sentAt: null,
    });

    // The gateway is back: the next pass sends the confirmations that waited.
    mode = 'up';
    await deliverDueMessages(fresh.database.db, deps, new Date(Date.now() + 2 * 60_000));
    // (attempts counts the tries that failed)
    expect(await textOf(orderId)).toMatchObject({
      status: 'sent',
      attempts: 1,
      providerReference: 'msg91:req-1',
    });
  });

  it('answers a sign-in code request while the gateway holds its text, and sends the text when it is back', async () => {
    mode = 'slow';
    const mobile = '9876822001';
    const before = gateway.requests.length;
    const asked = await app.inject({
      method: 'POST',
      url: '/v2/user/login-otp',
      payload: { mobile, device_os: 'web_app', device_id: 'reliability-device' },
    });
    expect(asked.statusCode).toBe(200);
    // The answer came first; the text reaches the gateway, which holds it, then fails.
    while (held.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    mode = 'up';
    held.shift()?.writeHead(503).end('{"type":"error","message":"overloaded"}');
    // Tried again a second later (code-texts.ts), and taken.
    const taken = () =>
      gateway.requests.slice(before).filter((r) => r.body.toString().includes(`91${mobile}`)).length;
    while (taken() < 2) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(taken()).toBe(2);
  });

  it('answers a payment the provider cannot start now with a 502 that says to try again, and books cash on delivery', async () => {
    const online = await book('/v5/booking/book_order', booking[2] as Draft);
    expect(online.statusCode).toBe(502);
    expect(online.json()).toMatchObject({
      code: 'PROVIDER_UNAVAILABLE',
      message: 'The payment provider did not answer. Please try again in a few minutes.',
    });
    expect((await book('/v5/booking/book_cod_order', booking[2] as Draft)).statusCode).toBe(200);
  });
});

describe('a WhatsApp or email provider that hangs, then is down', () => {
  /** The time-out the delivery pass is configured with (MESSAGE_PROVIDER_TIMEOUT_MS): short, so the suite is. */
  const TIMEOUT_MS = 600;
  const AT_ONCE_MS = 2_000;
  let fresh: FreshDatabase;
  let app: App;
  let graph: StubServer;
  let mode: 'hang' | 'down' | 'up' = 'hang';
  const held: ServerResponse[] = [];
  const mails: string[] = [];
  // Hanging: takes the connection and never greets; down: refuses with 421; up: takes the mail.
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      if (mode === 'hang') return;
      if (mode === 'down')
        return callback(Object.assign(new Error('Service not available'), { responseCode: 421 }));
      callback();
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        mails.push(session.envelope.rcptTo.map((r) => r.address).join(','));
        callback();
      });
    },
  });
  let tokens: string[];
  let booking: Draft[];
  let deps: DeliveryDeps;

  beforeAll(async () => {
    fresh = await freshDatabase(`channels_${process.pid}`);
    tokens = await addCustomers(fresh.database.db, 2);
    booking = await drafts(fresh.database.db);
    graph = await startStub((_, response) => {
      if (mode === 'hang') held.push(response);
      else if (mode === 'down')
        sendJson(response, 503, { error: { message: '(#131000) Something went wrong', code: 131000 } });
      else sendJson(response, 200, { messaging_product: 'whatsapp', messages: [{ id: 'wamid.1' }] });
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const smtpPort = (smtp.server.address() as AddressInfo).port;
    app = await buildApp({ database: fresh.database });
    await app.ready();
    // The first customer asks for WhatsApp updates and has a proved email: every channel carries their messages.
    const [token = ''] = tokens;
    const userId = await customerOf(fresh.database.db, token);
    await fresh.database.db
      .update(schema.users)
      .set({ email: 'faults@example.com', emailVerified: true })
      .where(eq(schema.users.id, userId));
    const optIn = await app.inject({
      method: 'POST',
      url: '/v2/add-whatsapp-user',
      payload: { user_id: userId, checked: true },
      headers: { 'x-csrf-token': token },
    });
    expect(optIn.statusCode, optIn.body).toBe(200);
    deps = {
      ...channelSenders({
        whatsapp: {
          provider: 'cloud',
          token: 'EAAG-reliability-whatsapp-token-0123',
          phoneNumberId: '109876543210',
          apiUrl: `${graph.url}/v21.0`,
          templates: { order_placed: 'booking_confirmed' },
          language: 'en',
          timeoutMs: TIMEOUT_MS,
        },
        email: {
          provider: 'smtp',
          url: `smtp://127.0.0.1:${smtpPort}`,
          from: 'Experience Store <care@experience-store.in>',
          timeoutMs: TIMEOUT_MS,
        },
        push: { subject: 'mailto:x@y.z' },
      }),
      sms: outboxSms,
      storeUrl: 'http://localhost:3000',
      linkSecret: DEVELOPMENT_LINK_SECRET,
    };
  });
  afterAll(async () => {
    for (const response of held.splice(0)) response.destroy();
    await app?.close();
    await graph?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await fresh?.drop();
  });

  const book = async (token: string, draft: Draft) => {
    const started = performance.now();
    const placed = await bookThrough(app, token, '/v5/booking/book_cod_order', draft);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(performance.now() - started).toBeLessThan(AT_ONCE_MS);
    return placed.json().data.order_id as number;
  };
  const messagesOf = async (orderId: number) =>
    Object.fromEntries(
      (
        await fresh.database.db.select().from(schema.messages).where(eq(schema.messages.orderId, orderId))
      ).map((m) => [m.channel, m]),
    );

  it("keeps an order's WhatsApp and email in the outbox while their providers hang or are down, and sends each once when they are back", async () => {
    const [first = '', second = ''] = tokens;
    const orderId = await book(first, booking[0] as Draft);

    // The delivery pass meets providers that take the connection and never answer ...
    const now = new Date();
    const started = performance.now();
    const pass = deliverDueMessages(fresh.database.db, deps, now);
    while (held.length === 0 && smtp.connections.size === 0)
      await new Promise((resolve) => setTimeout(resolve, 20));
    // ... while another customer books and is answered at once.
    await book(second, booking[1] as Draft);
    // Each provider is given up on after its time-out: the pass ends, the text sent, the others kept.
    expect(await pass).toEqual({ sent: 1, failed: 2 });
    expect(performance.now() - started).toBeLessThan(2 * TIMEOUT_MS + AT_ONCE_MS);
    let rows = await messagesOf(orderId);
    expect(rows.sms).toMatchObject({ status: 'sent' });
    for (const channel of ['whatsapp', 'email'])
      expect(rows[channel], channel).toMatchObject({ status: 'queued', attempts: 1, sentAt: null });
    expect(rows.whatsapp?.lastError).toMatch(/timeout|aborted/i);
    expect(rows.email?.lastError).toMatch(/timeout|greeting/i);

    // A minute later both are down: tried again, kept again, the next wait longer.
    mode = 'down';
    const retried = new Date(now.getTime() + 61_000);
    expect(await deliverDueMessages(fresh.database.db, deps, retried)).toMatchObject({ failed: 2 });
    rows = await messagesOf(orderId);
    for (const channel of ['whatsapp', 'email'])
      expect(rows[channel], channel).toMatchObject({ status: 'queued', attempts: 2 });

    // Back: each is sent, once.
    mode = 'up';
    const back = new Date(retried.getTime() + 3 * 60_000);
    await deliverDueMessages(fresh.database.db, deps, back);
    rows = await messagesOf(orderId);
    for (const channel of ['whatsapp', 'email'])
      expect(rows[channel], channel).toMatchObject({ status: 'sent', attempts: 2 });
    expect(mails).toEqual(['faults@example.com']);
    await deliverDueMessages(fresh.database.db, deps, new Date(back.getTime() + 60 * 60_000));
    expect(mails).toHaveLength(1);
    expect(graph.requests.filter((r) => r.method === 'POST')).toHaveLength(3);
  });

  it('stops sending on a channel for the pass once its provider has not answered: one time-out per pass, not one per message', async () => {
    mode = 'hang';
    const [first = ''] = tokens;
    const orderIds: number[] = [];
    for (const draft of booking.slice(2, 5)) orderIds.push(await book(first, draft));

    // Three orders, each with a WhatsApp message and an email: each provider is waited on once.
    const now = new Date(Date.now() + 24 * 3_600_000);
    const started = performance.now();
    expect(await deliverDueMessages(fresh.database.db, deps, now)).toEqual({
      sent: 3,
      failed: 2,
      deferred: 4,
    });
    expect(performance.now() - started).toBeLessThan(2 * TIMEOUT_MS + AT_ONCE_MS);
    const [tried = 0, ...waiting] = orderIds;
    const triedRows = await messagesOf(tried);
    for (const channel of ['whatsapp', 'email'])
      expect(triedRows[channel], channel).toMatchObject({ status: 'queued', attempts: 1 });
    // The others were not tried: no try counted against them, and they are due at the next pass.
    for (const orderId of waiting) {
      const rows = await messagesOf(orderId);
      for (const channel of ['whatsapp', 'email'])
        expect(rows[channel], `${channel} of order ${orderId}`).toMatchObject({
          status: 'queued',
          attempts: 0,
          lastError: null,
        });
    }

    // The providers are back: the next pass sends all six.
    mode = 'up';
    await deliverDueMessages(fresh.database.db, deps, new Date(now.getTime() + 61_000));
    for (const orderId of orderIds) {
      const rows = await messagesOf(orderId);
      for (const channel of ['sms', 'whatsapp', 'email'])
        expect(rows[channel], `${channel} of order ${orderId}`).toMatchObject({ status: 'sent' });
    }
  });
});
