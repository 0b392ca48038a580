import type { ServerResponse } from 'node:http';
import { schema } from '@store/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { App } from '../src/app-context';
import { channelSenders } from '../src/modules/messaging/channel-senders';
import { deliverDueMessages } from '../src/modules/messaging/deliver.service';
import type { SmsConfig } from '../src/modules/messaging/sms';
import { smsSender } from '../src/modules/messaging/sms-sender';
import { DEVELOPMENT_LINK_SECRET } from '../src/modules/orders/tracking-link';
import { SANDBOX_PAYMENTS } from '../src/modules/payments/payment-config';
import { type StubServer, startStub } from '../test/stub-server';
import { type FreshDatabase, freshDatabase } from './databases';
import { addCustomers, type Draft, drafts } from './store-calls';

// Issue 17, item 1: an SMS gateway or a payment provider that is slow or down delays its own work
// and never blocks a customer's request: texts wait in the outbox and are tried again; a payment
// that cannot start now is a clear answer at once, and cash on delivery goes on; a sign-in code is
// answered at once and its text tried again in the background.

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

  const book = async (path: string, draft: Draft) => {
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
  };

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
