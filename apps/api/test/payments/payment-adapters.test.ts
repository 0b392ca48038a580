import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import {
  errorEnvelope,
  orderStatus,
  paymentOrderDetails,
  placedOrder,
  successEnvelope,
} from '@store/contract';
import { schema } from '@store/db';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { App } from '../../src/app-context';
import { loadEnv } from '../../src/env';
import { type PaymentConfig, SANDBOX_PAYMENTS } from '../../src/modules/payment-provider/payment-config';
import { paymentConfigFromEnv } from '../../src/modules/payments/payment-env';
import { paymentProvider } from '../../src/modules/payments/providers';
import { razorpayProvider } from '../../src/modules/payments/razorpay/razorpay-provider';
import {
  paymentSignature,
  sameSignature,
  webhookSignature,
} from '../../src/modules/payments/razorpay/signature';
import { reconcilePayments } from '../../src/modules/payments/settlement/reconcile.service';
import { TEST_NOW } from '../support/fixtures';
import { sessionFor } from '../support/sessions';
import { type StubServer, sendJson, startStub } from '../support/stub-server';
import { useTestApp } from '../support/test-app';

// Razorpay's own published vectors: razorpay-python tests/test_client_utility.py (auth key_secret)
// and razorpay-node test/utils/razorpay-utils.spec.js.
const PYTHON_WEBHOOK_BODY = `${JSON.stringify(
  {
    event: 'payment.authorized',
    entity: 'event',
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: 'pay_6koWN7bvxujzxM',
          entity: 'payment',
          amount: 1000000,
          currency: 'INR',
          status: 'captured',
          order_id: 'order_100000000order',
          international: false,
          method: 'card',
          amount_refunded: 0,
          refund_status: null,
          captured: true,
          description: 'random description',
          card_id: 'card_6koWNAT6LASUqy',
          bank: null,
          wallet: null,
          vpa: null,
          email: 'a@b.com',
          contact: '+919999999999',
          notes: { merchant_order_id: 'random order id' },
          fee: 23000,
          service_tax: 3000,
          error_code: null,
          error_description: null,
          created_at: 1479978483,
        },
      },
    },
    created_at: 1400826760,
  },
  null,
  2,
)}\n`;

describe("our signatures and Razorpay's SDK give the same verdict", () => {
  it('matches the checkout signature published in razorpay-python', () => {
    const expected = 'b2335e3b0801106b84a7faff035df56ecffde06918c9ddd1f0fafbb37a51cc89';
    expect(paymentSignature('fake_order_id', 'fake_payment_id', 'key_secret')).toBe(expected);
    expect(
      validatePaymentVerification(
        { order_id: 'fake_order_id', payment_id: 'fake_payment_id' },
        expected,
        'key_secret',
      ),
    ).toBe(true);
  });

  it.each([
    [
      'razorpay-node',
      '{"a":1,"b":2,"c":{"d":3}}',
      '123456',
      '2fe04e22977002e6c7cb553adab8b460cb9e2a4970d5953cb27a8472752e3bbc',
    ],
    [
      'razorpay-python',
      PYTHON_WEBHOOK_BODY,
      'key_secret',
      'd60e67fd884556c045e9be7dad57903e33efc7172c17c6e3ef77db42d2b366e9',
    ],
  ])(
    'matches the webhook signature published in %s, over a string or its bytes',
    (_, body, secret, expected) => {
      expect(webhookSignature(body, secret)).toBe(expected);
      expect(webhookSignature(Buffer.from(body), secret)).toBe(expected);
      expect(validateWebhookSignature(body, expected, secret)).toBe(true);
      expect(sameSignature(webhookSignature(Buffer.from(body), secret), expected)).toBe(true);
    },
  );

  const id = fc.stringMatching(/^[A-Za-z0-9_]{1,40}$/);
  const secret = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 });
  const hex64 = fc.stringMatching(/^[0-9a-f]{64}$/);

  it('accepts and refuses checkout signatures exactly as validatePaymentVerification does', () => {
    fc.assert(
      fc.property(id, id, secret, hex64, fc.nat(63), (order, payment, key, random, at) => {
        const ours = paymentSignature(order, payment, key);
        const flipped = ours.slice(0, at) + (ours[at] === '0' ? '1' : '0') + ours.slice(at + 1);
        for (const candidate of [ours, flipped, random]) {
          const theirs = validatePaymentVerification(
            { order_id: order, payment_id: payment },
            candidate,
            key,
          );
          expect(sameSignature(ours, candidate)).toBe(theirs);
        }
        expect(validatePaymentVerification({ order_id: order, payment_id: payment }, ours, key)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('accepts and refuses webhook signatures exactly as validateWebhookSignature does', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 500 }), secret, hex64, (body, key, random) => {
        const ours = webhookSignature(Buffer.from(body, 'utf8'), key);
        expect(validateWebhookSignature(body, ours, key)).toBe(true);
        expect(sameSignature(ours, random)).toBe(validateWebhookSignature(body, random, key));
      }),
      { numRuns: 300 },
    );
  });
});

/** A stand-in for api.razorpay.com: the orders API as its documentation shows it. */
function razorpayStub(keyId: string, keySecret: string) {
  const captures = new Map<string, object[]>();
  let next = 0;
  const auth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  const failure = (code: string, description: string) => ({ error: { code, description } });
  const started = startStub((req, res) => {
    if (req.headers.authorization !== auth)
      return sendJson(res, 401, failure('BAD_REQUEST_ERROR', 'Authentication failed'));
    if (req.method === 'POST' && req.url === '/v1/orders') {
      const body = JSON.parse(req.body.toString()) as { amount: number; currency: string; receipt: string };
      if (body.amount < 100)
        return sendJson(
          res,
          400,
          failure('BAD_REQUEST_ERROR', 'Order amount less than minimum amount allowed'),
        );
      next += 1;
      const orderId = `order_Stub${String(next).padStart(10, '0')}`;
      return sendJson(res, 200, {
        id: orderId,
        entity: 'order',
        amount: body.amount,
        amount_paid: 0,
        amount_due: body.amount,
        currency: body.currency,
        receipt: body.receipt,
        status: 'created',
        attempts: 0,
        notes: [],
        created_at: 1796092200,
      });
    }
    const payments = /^\/v1\/orders\/([^/]+)\/payments$/.exec(req.url);
    if (req.method === 'GET' && payments?.[1]) {
      const items = captures.get(payments[1]) ?? [];
      return sendJson(res, 200, { entity: 'collection', count: items.length, items });
    }
    sendJson(res, 404, failure('BAD_REQUEST_ERROR', 'The requested URL was not found on the server.'));
  });
  const payment = (orderId: string, id: string, status: string, amount: number) => ({
    id,
    entity: 'payment',
    amount,
    currency: 'INR',
    status,
    order_id: orderId,
    method: 'upi',
    captured: status === 'captured',
  });
  return {
    started,
    /** Razorpay's record of payment attempts on one of its orders. */
    attempts(orderId: string, list: Array<[id: string, status: string, amountPaise: number]>) {
      captures.set(
        orderId,
        list.map(([id, status, amount]) => payment(orderId, id, status, amount)),
      );
    },
  };
}

const RAZORPAY: Omit<PaymentConfig, 'apiUrl'> = {
  ...SANDBOX_PAYMENTS,
  provider: 'razorpay',
  keyId: 'rzp_test_Adapter0000001',
  keySecret: 'adapter-key-secret-0001',
  webhookSecret: 'adapter-webhook-secret-0001',
};

describe('the Razorpay adapter against a stand-in for its API', () => {
  const razorpay = razorpayStub(RAZORPAY.keyId, RAZORPAY.keySecret);
  let stub: StubServer;
  let config: PaymentConfig;
  beforeAll(async () => {
    stub = await razorpay.started;
    config = { ...RAZORPAY, apiUrl: stub.url };
  });
  afterAll(() => stub.close());

  it('creates an order with the amount in paise, the currency and the receipt, signed in with the key', async () => {
    const made = await razorpayProvider(config).createOrder({
      amountPaise: 229_700,
      currency: 'INR',
      receipt: '2-1796092200000',
    });
    expect(made.providerOrderId).toMatch(/^order_Stub\d{10}$/);
    const sent = stub.requests.at(-1);
    expect(sent?.headers['user-agent']).toMatch(/^razorpay-node@/);
    expect(JSON.parse(sent?.body.toString() ?? '')).toEqual({
      amount: 229_700,
      currency: 'INR',
      receipt: '2-1796092200000',
    });
  });

  it("answers with the captured payment among an order's attempts, and nothing while none is captured", async () => {
    const provider = razorpayProvider(config);
    razorpay.attempts('order_A', [
      ['pay_failed1', 'failed', 229_700],
      ['pay_good001', 'captured', 229_700],
    ]);
    razorpay.attempts('order_B', [
      ['pay_failed2', 'failed', 229_700],
      ['pay_authed1', 'authorized', 229_700],
    ]);
    expect(await provider.capturedPayment('order_A')).toEqual({
      paymentId: 'pay_good001',
      amountPaise: 229_700,
      currency: 'INR',
    });
    expect(await provider.capturedPayment('order_B')).toBeUndefined();
    expect(await provider.capturedPayment('order_none')).toBeUndefined();
    expect(stub.requests.at(-1)).toMatchObject({ method: 'GET', url: '/v1/orders/order_none/payments' });
  });

  it("turns Razorpay's refusals and silence into plain errors that name the cause", async () => {
    const refused = razorpayProvider(config).createOrder({ amountPaise: 50, currency: 'INR', receipt: 'r' });
    await expect(refused).rejects.toThrow(
      'Razorpay order creation failed (HTTP 400): Order amount less than minimum amount allowed',
    );
    await expect(refused).rejects.toBeInstanceOf(Error);
    const wrongKey = razorpayProvider({ ...config, keySecret: 'not-the-secret' });
    await expect(wrongKey.capturedPayment('order_A')).rejects.toThrow(
      'Razorpay payments of order_A failed (HTTP 401): Authentication failed',
    );
    // Nobody answering is the provider's trouble, not a refusal: the customer is told to try again.
    const nobody = razorpayProvider({ ...config, apiUrl: 'http://127.0.0.1:9' });
    const silent = await nobody
      .createOrder({ amountPaise: 100, currency: 'INR', receipt: 'r' })
      .catch((error: unknown) => error as Error);
    expect(silent).toMatchObject({ code: 'PROVIDER_UNAVAILABLE', status: 502 });
    expect((silent as Error).cause).toHaveProperty(
      'message',
      expect.stringMatching(/^Razorpay order creation failed: /),
    );
  });
});

describe('the store with PAYMENT_PROVIDER=razorpay', () => {
  const t = useTestApp();
  const razorpay = razorpayStub(RAZORPAY.keyId, RAZORPAY.keySecret);
  let stub: StubServer;
  let config: PaymentConfig;
  let app: App;
  const DRAFT = { experience_id: 14, date: '2026-12-04', slot_id: 142, pincode: '110070', quantity: 1 };
  let price = 0;

  beforeAll(async () => {
    stub = await razorpay.started;
    config = { ...RAZORPAY, apiUrl: stub.url };
    // A second app on the same database, configured as a deployment with Razorpay would be.
    app = await buildApp({ database: t().database, clock: () => TEST_NOW, payments: config });
    await app.ready();
    const c = schema.slotCapacities;
    await t()
      .database.db.update(c)
      .set({ capacity: 100, booked: 0 })
      .where(
        and(eq(c.experienceId, 14), eq(c.cityId, 1), eq(c.date, DRAFT.date), eq(c.slotId, DRAFT.slot_id)),
      );
    price = (await app.inject({ method: 'POST', url: '/v5/booking/quote', payload: DRAFT })).json().data
      .amount;
  });
  afterAll(async () => {
    await app.close();
    await stub.close();
  });

  async function unpaidOrder(customerId: number) {
    const token = await sessionFor(t(), customerId);
    const res = await app.inject({
      method: 'POST',
      url: '/v5/booking/book_order',
      payload: { ...DRAFT, amount: price },
      headers: { 'x-csrf-token': token },
    });
    expect(res.statusCode).toBe(200);
    return { token, order: successEnvelope(placedOrder).parse(res.json()).data };
  }
  /** The browser's report of a payment, as the checkout page sends it. */
  const browserReport = (
    token: string,
    orderId: number,
    providerOrderId: string,
    paymentId: string,
    signature: string,
  ) =>
    app.inject({
      method: 'POST',
      url: '/v2/booking/payment_confirm',
      headers: { 'x-csrf-token': token },
      payload: {
        order_id: orderId,
        razorpay_order_id: providerOrderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: signature,
      },
    });
  const statusOf = async (orderId: number) =>
    (await t().database.db.select().from(schema.orders).where(eq(schema.orders.id, orderId)))[0]?.status;

  it("places an order on Razorpay's order, checks out with its key and settles on its signature", async () => {
    const { token, order } = await unpaidOrder(2);
    expect(order.payment).toMatchObject({ provider: 'razorpay', amount_paise: price * 100, currency: 'INR' });
    const providerOrderId = order.payment?.provider_order_id ?? '';
    expect(providerOrderId).toMatch(/^order_Stub/);

    const details = await app.inject({
      method: 'POST',
      url: '/v2/booking/razor_pay/order_details',
      payload: { order_id: order.order_id },
      headers: { 'x-csrf-token': token },
    });
    expect(successEnvelope(paymentOrderDetails).parse(details.json()).data).toMatchObject({
      provider: 'razorpay',
      key_id: RAZORPAY.keyId,
      provider_order_id: providerOrderId,
      amount: price * 100,
      script_url: 'https://checkout.razorpay.com/v1/checkout.js',
    });

    const confirm = (signature: string) =>
      browserReport(token, order.order_id, providerOrderId, 'pay_Live000000001', signature);
    const sandboxSigned = await confirm(
      paymentSignature(providerOrderId, 'pay_Live000000001', SANDBOX_PAYMENTS.keySecret),
    );
    expect(sandboxSigned.statusCode).toBe(400);
    const signature = paymentSignature(providerOrderId, 'pay_Live000000001', RAZORPAY.keySecret);
    expect(
      validatePaymentVerification(
        { order_id: providerOrderId, payment_id: 'pay_Live000000001' },
        signature,
        RAZORPAY.keySecret,
      ),
    ).toBe(true);
    // A right signature alone settles nothing: Razorpay has not captured the payment yet.
    const early = await confirm(signature);
    expect(successEnvelope(orderStatus).parse(early.json()).data).toEqual({
      order_id: order.order_id,
      status: 'pending_payment',
    });
    expect(early.json().message).toMatch(/confirming your payment/);
    expect(stub.requests.at(-1)).toMatchObject({
      method: 'GET',
      url: `/v1/orders/${providerOrderId}/payments`,
    });
    razorpay.attempts(providerOrderId, [
      ['pay_Failed00001', 'failed', price * 100],
      ['pay_Live000000001', 'captured', price * 100],
    ]);
    const confirmed = await confirm(signature);
    expect(successEnvelope(orderStatus).parse(confirmed.json()).data).toEqual({
      order_id: order.order_id,
      status: 'placed',
    });
  });

  it('settles what Razorpay captured, never what the browser says: a short capture is refused', async () => {
    const { token, order } = await unpaidOrder(4);
    const providerOrderId = order.payment?.provider_order_id ?? '';
    razorpay.attempts(providerOrderId, [['pay_Short0000001', 'captured', price * 100 - 100]]);
    const signature = paymentSignature(providerOrderId, 'pay_Short0000001', RAZORPAY.keySecret);
    const reply = await browserReport(token, order.order_id, providerOrderId, 'pay_Short0000001', signature);
    expect(reply.statusCode).toBe(400);
    expect(await statusOf(order.order_id)).toBe('pending_payment');
  });

  it('takes webhooks signed with the Razorpay webhook secret only', async () => {
    const { order } = await unpaidOrder(3);
    const raw = JSON.stringify({
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: 'pay_Hook00000001',
            order_id: order.payment?.provider_order_id,
            amount: price * 100,
            currency: 'INR',
          },
        },
      },
    });
    const send = (secret: string) =>
      app.inject({
        method: 'POST',
        url: '/v2/payments/webhook',
        payload: raw,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': webhookSignature(raw, secret),
          'x-razorpay-event-id': 'evt_Hook00000001',
        },
      });
    expect((await send(SANDBOX_PAYMENTS.webhookSecret)).statusCode).toBe(400);
    expect(
      validateWebhookSignature(raw, webhookSignature(raw, RAZORPAY.webhookSecret), RAZORPAY.webhookSecret),
    ).toBe(true);
    expect((await send(RAZORPAY.webhookSecret)).statusCode).toBe(200);
    expect(await statusOf(order.order_id)).toBe('placed');
  });

  it('settles through reconciliation what Razorpay captured, and serves no sandbox page', async () => {
    const { order } = await unpaidOrder(4);
    const providerOrderId = order.payment?.provider_order_id ?? '';
    razorpay.attempts(providerOrderId, [['pay_Lost00000001', 'captured', price * 100]]);
    const provider = paymentProvider(t().database.db, config);
    expect(provider.name).toBe('razorpay');
    const report = await reconcilePayments(
      t().database.db,
      provider,
      new Date(TEST_NOW.getTime() + 3 * 60_000),
    );
    expect(report.settled).toBe(1);
    expect(await statusOf(order.order_id)).toBe('placed');
    const page = await app.inject({
      method: 'GET',
      url: `/sandbox/checkout?provider_order_id=${providerOrderId}`,
    });
    expect(page.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/sandbox/checkout.js' })).statusCode).toBe(404);
  });

  it('writes nothing and answers a 502 that says to try again when Razorpay cannot make the order', async () => {
    const down = await buildApp({
      database: t().database,
      clock: () => TEST_NOW,
      payments: { ...config, apiUrl: 'http://127.0.0.1:9' },
    });
    try {
      const token = await sessionFor(t(), 5);
      const before = await t()
        .database.db.select()
        .from(schema.orders)
        .where(eq(schema.orders.customerId, 5));
      const res = await down.inject({
        method: 'POST',
        url: '/v5/booking/book_order',
        payload: { ...DRAFT, amount: price },
        headers: { 'x-csrf-token': token },
      });
      expect(res.statusCode).toBe(502);
      expect(errorEnvelope.parse(res.json())).toMatchObject({
        code: 'PROVIDER_UNAVAILABLE',
        error_message: 'The payment provider did not answer. Please try again in a few minutes.',
      });
      const after = await t().database.db.select().from(schema.orders).where(eq(schema.orders.customerId, 5));
      expect(after).toHaveLength(before.length);
    } finally {
      await down.close();
    }
  });
});

describe('choosing the provider from the environment', () => {
  const RAZORPAY_ENV = {
    PAYMENT_PROVIDER: 'razorpay',
    RAZORPAY_KEY_ID: 'rzp_live_Abc123',
    RAZORPAY_KEY_SECRET: 'live-key-secret',
    RAZORPAY_WEBHOOK_SECRET: 'live-webhook-secret',
  };

  it('stays on the sandbox by default, without Paytm (no merchant of its own, no routes)', () => {
    const config = paymentConfigFromEnv(loadEnv({}));
    expect(config).toMatchObject({ provider: 'sandbox', keyId: SANDBOX_PAYMENTS.keyId });
    expect(config.paytm).toBeUndefined();
  });

  it('takes Razorpay with its three secrets, and a real Paytm merchant with both of its values', () => {
    const config = paymentConfigFromEnv(
      loadEnv({ ...RAZORPAY_ENV, PAYTM_MID: 'STORE000000000000001', PAYTM_MERCHANT_KEY: 'abcdefgh12345678' }),
    );
    expect(config).toMatchObject({
      provider: 'razorpay',
      keyId: 'rzp_live_Abc123',
      keySecret: 'live-key-secret',
      webhookSecret: 'live-webhook-secret',
      apiUrl: 'https://api.razorpay.com',
      timeoutMs: 10_000,
    });
    expect(config.paytm).toMatchObject({
      mid: 'STORE000000000000001',
      merchantKey: 'abcdefgh12345678',
      statusUrl: 'https://securegw-stage.paytm.in/v3/order/status',
      timeoutMs: 10_000,
    });
  });

  it.each([
    [{ PAYMENT_PROVIDER: 'razorpay' }, ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET']],
    [{ ...RAZORPAY_ENV, RAZORPAY_WEBHOOK_SECRET: '' }, ['RAZORPAY_WEBHOOK_SECRET']],
    [{ ...RAZORPAY_ENV, RAZORPAY_KEY_ID: 'key_123' }, ['RAZORPAY_KEY_ID: must look like rzp_test_']],
    [{ PAYMENT_PROVIDER: 'stripe' }, ['PAYMENT_PROVIDER']],
    [
      { PAYTM_MID: 'STORE000000000000001' },
      ['PAYTM_MERCHANT_KEY: set both PAYTM_MID and PAYTM_MERCHANT_KEY'],
    ],
    [{ PAYTM_MID: 'M', PAYTM_MERCHANT_KEY: 'short' }, ['PAYTM_MERCHANT_KEY: must be 16 characters']],
  ])('refuses %j, naming %j', (env, names) => {
    let message = '';
    try {
      loadEnv(env);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Invalid environment: /);
    for (const name of names) expect(message).toContain(name);
  });

  it('keeps the API from starting without the Razorpay secrets, saying which are missing', () => {
    const root = resolve(import.meta.dirname, '../../../..');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PAYMENT_PROVIDER: 'razorpay',
        RAZORPAY_KEY_ID: 'rzp_test_Abc123',
        RAZORPAY_KEY_SECRET: '',
        RAZORPAY_WEBHOOK_SECRET: '',
        DATABASE_URL: '',
        PGLITE_DIR: '/nonexistent/never-opened',
        API_PORT: '0',
      },
      timeout: 60_000,
      encoding: 'utf8',
    });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('RAZORPAY_KEY_SECRET: is required when PAYMENT_PROVIDER=razorpay');
    expect(run.stderr).toContain('RAZORPAY_WEBHOOK_SECRET: is required when PAYMENT_PROVIDER=razorpay');
  });
});
