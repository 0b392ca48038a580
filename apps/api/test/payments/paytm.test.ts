import { createCipheriv, createHash } from 'node:crypto';
import { errorEnvelope, paytmTransaction, placedOrder, successEnvelope } from '@store/contract';
import { schema } from '@store/db';
import { paiseOfRupeeText, surgedPrice, toPaise } from '@store/domain';
import { and, eq } from 'drizzle-orm';
import PaytmChecksum from 'paytmchecksum';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseExpiredHolds } from '../../src/modules/order-core/holds.service';
import {
  PAYTM_DEFAULTS,
  type PaymentConfig,
  type PaytmConfig,
  SANDBOX_PAYMENTS,
} from '../../src/modules/payment-provider/payment-config';
import { paytmAmount } from '../../src/modules/payments/paytm/paytm-params';
import { paymentProvider } from '../../src/modules/payments/providers';
import { reconcilePayments } from '../../src/modules/payments/settlement/reconcile.service';
import { TEST_NOW } from '../support/fixtures';
import { sessionFor } from '../support/sessions';
import { type StubServer, sendJson, startStub } from '../support/stub-server';
import { type TestApp, useTestApp } from '../support/test-app';

/** The store's own Paytm merchant (nothing published): its status API is a local stand-in. */
const PAYTM: PaytmConfig = {
  ...PAYTM_DEFAULTS,
  mid: 'STORE000000000000001',
  merchantKey: 'store_key_000016',
};
const WITH_PAYTM: PaymentConfig = { ...SANDBOX_PAYMENTS, paytm: PAYTM };
/** The key the repository used to publish as the sandbox merchant's: it must sign nothing now. */
const PUBLISHED_KEY = 'sandbox_key_0016';

/** What the stand-in's status API says per order id; unknown orders are Paytm's TXN_FAILURE. */
type Answer = { resultStatus: string; txnId?: string; txnAmount?: string } | 'down';
const statusAnswers = new Map<string, Answer>();
let paytmStub: StubServer;

/**
 * Paytm's transaction-status API on loopback. It checks the request is signed with the merchant
 * key over the JSON body, as Paytm does, before it answers.
 */
async function startPaytmStub(): Promise<void> {
  paytmStub = await startStub((request, res) => {
    const sent = JSON.parse(request.body.toString('utf8')) as {
      body: { mid: string; orderId: string };
      head: { signature: string };
    };
    if (!PaytmChecksum.verifySignature(JSON.stringify(sent.body), PAYTM.merchantKey, sent.head.signature)) {
      return sendJson(res, 200, { body: { resultInfo: { resultStatus: 'F', resultCode: '2005' } } });
    }
    const answer = statusAnswers.get(sent.body.orderId) ?? { resultStatus: 'TXN_FAILURE' };
    if (answer === 'down') return sendJson(res, 503, {});
    sendJson(res, 200, {
      head: { responseTimestamp: '1796000000000', version: 'v1', signature: 'x' },
      body: { mid: sent.body.mid, orderId: sent.body.orderId, resultInfo: answer, ...answer },
    });
  });
  PAYTM.statusUrl = `${paytmStub.url}/v3/order/status`;
}
beforeAll(startPaytmStub);
afterAll(() => paytmStub.close());

const DRAFT = { experience_id: 14, date: '2026-12-04', slot_id: 142, pincode: '110070', quantity: 1 };
const PRICE = surgedPrice(1999, 10) + 99;
const KEY = PAYTM.merchantKey;
const verifies = (params: Record<string, string>, checksum: string, key = KEY) =>
  PaytmChecksum.verifySignature({ ...params }, key, checksum);

/** Paytm's checksum written out from its documented recipe, without the package. */
function checksumByHand(params: Record<string, string>, key: string, salt: string): string {
  const joined = Object.keys(params)
    .sort()
    .map((k) => params[k])
    .join('|');
  const hash = createHash('sha256').update(`${joined}|${salt}`).digest('hex') + salt;
  const cipher = createCipheriv('aes-128-cbc', key, '@@@@&&&&####$$$$');
  return cipher.update(hash, 'binary', 'base64') + cipher.final('base64');
}

/** Experience 14's slot with room for every order a describe block places. */
async function roomOnSlot(app: TestApp, slot: { date: string; slot_id: number }) {
  const c = schema.slotCapacities;
  await app.database.db
    .update(c)
    .set({ capacity: 100, booked: 0 })
    .where(and(eq(c.experienceId, 14), eq(c.cityId, 1), eq(c.date, slot.date), eq(c.slotId, slot.slot_id)));
}

describe('Paytm checksums (known vectors)', () => {
  const params = { MID: 'SANDBX00000000000001', ORDER_ID: '42', TXN_AMOUNT: '2297.00' };
  // The vectors were made with this key; they prove the recipe, not a merchant.
  const KEY = PUBLISHED_KEY;
  // Made once with PaytmChecksum.calculateChecksum for the salt 'Zm9v' and kept: it must keep verifying.
  const KEPT =
    'KFPqtHpYvDrz2rQDiJyunMQXEgUP3a0OWHxJhGu0FmQwH3hWRuhV2edeB02pWBrTLAHPMXynkB+9CwnYhqh/24x0b3obK2B5hlmMqpGET2A=';

  it('is what the documented recipe gives for the same salt, and the package verifies it', () => {
    const text = PaytmChecksum.getStringByParams(params);
    expect(text).toBe('SANDBX00000000000001|42|2297.00');
    expect(PaytmChecksum.calculateChecksum(text, KEY, 'Zm9v')).toBe(KEPT);
    expect(checksumByHand(params, KEY, 'Zm9v')).toBe(KEPT);
    expect(verifies(params, KEPT, KEY)).toBe(true);
  });

  it.each([
    ['TXN_AMOUNT', '2298.00'],
    ['ORDER_ID', '43'],
    ['MID', 'SANDBX00000000000002'],
  ])('fails when %s changes to %s', (field, value) => {
    expect(verifies({ ...params, [field]: value }, KEPT, KEY)).toBe(false);
  });

  it('fails with another merchant key', () => {
    expect(verifies(params, KEPT, 'another_key_0016')).toBe(false);
  });

  it.each([
    [0, '0.00'],
    [2297, '2297.00'],
    [100000, '100000.00'],
  ])('writes %i rupees as %s and reads it back as paise', (rupees, text) => {
    expect(paytmAmount(rupees)).toBe(text);
    expect(paiseOfRupeeText(text)).toBe(toPaise(rupees));
  });

  it.each(['', '12.345', '-1.00', '1e3', '12,00'])('refuses %j as an amount', (text) => {
    expect(paiseOfRupeeText(text)).toBeUndefined();
  });
});

describe('POST /v3/getPaytmCheckSum', () => {
  const t = useTestApp({ payments: WITH_PAYTM });
  const headers = (token: string) => ({ 'x-csrf-token': token });
  const checksumFor = (token: string, body: unknown) =>
    t().app.inject({
      method: 'POST',
      url: '/v3/getPaytmCheckSum',
      payload: body as object,
      headers: headers(token),
    });

  beforeAll(() => roomOnSlot(t(), DRAFT));

  async function unpaidOrder(customerId: number) {
    const token = await sessionFor(t(), customerId);
    const res = await t().app.inject({
      method: 'POST',
      url: '/v5/booking/book_order',
      payload: { ...DRAFT, amount: PRICE },
      headers: headers(token),
    });
    expect(res.statusCode).toBe(200);
    return { token, order: successEnvelope(placedOrder).parse(res.json()).data };
  }

  it("signs the unpaid order's fields with the merchant key, at the order's stored amount", async () => {
    const { token, order } = await unpaidOrder(2);
    const res = await checksumFor(token, { order_id: order.order_id });
    expect(res.statusCode).toBe(200);
    const data = successEnvelope(paytmTransaction).parse(res.json()).data;
    const { CHECKSUMHASH, ...fields } = data.params;
    expect(data).toMatchObject({ order_id: order.order_id, gateway_url: PAYTM.gatewayUrl });
    expect(fields).toEqual({
      MID: PAYTM.mid,
      ORDER_ID: String(order.order_id),
      CUST_ID: 'CUST2',
      INDUSTRY_TYPE_ID: 'Retail',
      CHANNEL_ID: 'WEB',
      TXN_AMOUNT: `${PRICE}.00`,
      WEBSITE: 'WEBSTAGING',
      CALLBACK_URL: `http://127.0.0.1:4000/v2/payments/paytm/callback?order_id=${order.order_id}`,
      MOBILE_NO: '9000000002',
      ...(fields.EMAIL && { EMAIL: fields.EMAIL }),
    });
    expect(verifies(fields, CHECKSUMHASH)).toBe(true);
    expect(verifies({ ...fields, TXN_AMOUNT: '1.00' }, CHECKSUMHASH)).toBe(false);
    expect(verifies({ ...fields, CUST_ID: 'CUST3' }, CHECKSUMHASH)).toBe(false);
    // A salt of its own each time: two checksums of one order differ and both verify.
    const again = successEnvelope(paytmTransaction).parse(
      (await checksumFor(token, { order_id: order.order_id })).json(),
    );
    expect(again.data.params.CHECKSUMHASH).not.toBe(CHECKSUMHASH);
    expect(verifies(fields, again.data.params.CHECKSUMHASH)).toBe(true);
  });

  it("answers 404 for another customer's order and for one that does not exist", async () => {
    const { order } = await unpaidOrder(3);
    const stranger = await sessionFor(t(), 4);
    for (const orderId of [order.order_id, 999_999]) {
      const res = await checksumFor(stranger, { order_id: orderId });
      expect(res.statusCode).toBe(404);
      expect(errorEnvelope.parse(res.json()).error_message).toBe(`Order ${orderId} was not found`);
    }
  });

  it('answers 409 for a paid order and for a cancelled one', async () => {
    const { token, order } = await unpaidOrder(5);
    const db = t().database.db;
    await db
      .update(schema.payments)
      .set({ status: 'paid' })
      .where(eq(schema.payments.orderId, order.order_id));
    const paid = await checksumFor(token, { order_id: order.order_id });
    expect(paid.statusCode).toBe(409);
    expect(errorEnvelope.parse(paid.json())).toMatchObject({
      code: 'ALREADY_PAID',
      error_message: 'This order is already paid.',
    });

    const second = await unpaidOrder(5);
    await db
      .update(schema.orders)
      .set({ status: 'cancelled' })
      .where(eq(schema.orders.id, second.order.order_id));
    const cancelled = await checksumFor(token, { order_id: second.order.order_id });
    expect(cancelled.statusCode).toBe(409);
    expect(errorEnvelope.parse(cancelled.json())).toMatchObject({
      code: 'ORDER_STATE',
      error_message: 'This order is cancelled and can no longer be paid.',
    });
  });

  it('is documented under payments with its request and response schemas', async () => {
    const doc = (await t().app.inject({ method: 'GET', url: '/docs' })).json();
    const operation = doc.paths['/v3/getPaytmCheckSum']?.post;
    expect(operation?.tags).toEqual(['payments']);
    expect(operation.requestBody.content['application/json'].schema.properties).toHaveProperty('order_id');
    const data = operation.responses['200'].content['application/json'].schema.properties.data;
    expect(Object.keys(data.properties.params.properties)).toEqual(
      expect.arrayContaining(['MID', 'ORDER_ID', 'TXN_AMOUNT', 'CHECKSUMHASH']),
    );
    expect(doc.paths['/v2/payments/paytm/callback']?.post?.tags).toEqual(['payments']);
  });

  it('answers 401 without a session and 400 naming order_id for a bad body', async () => {
    const anonymous = await t().app.inject({
      method: 'POST',
      url: '/v3/getPaytmCheckSum',
      payload: { order_id: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
    const token = await sessionFor(t(), 6);
    for (const body of [{}, { order_id: 'abc' }, { order_id: -1 }]) {
      const res = await checksumFor(token, body);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(errorEnvelope.parse(res.json()).data)).toContain('order_id');
    }
  });
});

/**
 * A customer's unpaid online booking, and Paytm's signed return for it, as the browser posts it.
 * The customer chose Paytm at checkout (its signed form was asked for) unless `paytm` is false.
 */
function paytmReturns(t: () => TestApp, draft: typeof DRAFT) {
  async function unpaidOrder(customerId: number, { paytm = true } = {}) {
    const token = await sessionFor(t(), customerId);
    const quote = await t().app.inject({ method: 'POST', url: '/v5/booking/quote', payload: draft });
    const res = await t().app.inject({
      method: 'POST',
      url: '/v5/booking/book_order',
      payload: { ...draft, amount: quote.json().data.amount },
      headers: { 'x-csrf-token': token },
    });
    if (res.statusCode !== 200) throw new Error(res.body);
    const order = successEnvelope(placedOrder).parse(res.json()).data;
    if (paytm) await paytmForm(customerId, order.order_id);
    return order;
  }
  /** The customer asks for Paytm's signed checkout form for the order (chooses Paytm at checkout). */
  async function paytmForm(customerId: number, orderId: number) {
    const form = await t().app.inject({
      method: 'POST',
      url: '/v3/getPaytmCheckSum',
      payload: { order_id: orderId },
      headers: { 'x-csrf-token': await sessionFor(t(), customerId) },
    });
    if (form.statusCode !== 200) throw new Error(form.body);
  }
  const orderStatus = async (id: number) =>
    (await t().database.db.select().from(schema.orders).where(eq(schema.orders.id, id)))[0]?.status;

  async function post(fields: Record<string, string>, key = KEY) {
    const checksum = await PaytmChecksum.generateSignature({ ...fields }, key);
    return t().app.inject({
      method: 'POST',
      url: '/v2/payments/paytm/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...fields, CHECKSUMHASH: checksum }).toString(),
    });
  }
  /** The callback Paytm posts; a success is also what its status API will say of the order. */
  const outcome = (orderId: number, amount: string, status = 'TXN_SUCCESS') => {
    const txnId = `2026120111212800110168${orderId}`;
    if (status === 'TXN_SUCCESS') {
      statusAnswers.set(String(orderId), { resultStatus: status, txnId, txnAmount: amount });
    }
    return {
      MID: PAYTM.mid,
      ORDERID: String(orderId),
      TXNID: txnId,
      TXNAMOUNT: amount,
      CURRENCY: 'INR',
      STATUS: status,
      RESPCODE: status === 'TXN_SUCCESS' ? '01' : '227',
      RESPMSG: status === 'TXN_SUCCESS' ? 'Txn Success' : 'Txn Failed',
      PAYMENTMODE: 'PPI',
      TXNDATE: '2026-12-01 10:05:00.0',
    };
  };
  const captures = async (orderId: number) =>
    t()
      .database.db.select({ capture: schema.paymentCaptures })
      .from(schema.paymentCaptures)
      .innerJoin(schema.payments, eq(schema.payments.id, schema.paymentCaptures.paymentId))
      .where(eq(schema.payments.orderId, orderId));
  return { unpaidOrder, paytmForm, orderStatus, post, outcome, captures };
}

describe("POST /v2/payments/paytm/callback (Paytm's signed outcome)", () => {
  const t = useTestApp({ payments: WITH_PAYTM });

  const draft = { ...DRAFT, date: '2026-12-03', slot_id: 143 };
  beforeAll(() => roomOnSlot(t(), draft));

  const { unpaidOrder, orderStatus, post, outcome, captures } = paytmReturns(t, draft);

  it("believes a signed success only once Paytm's status API confirms it", async () => {
    const order = await unpaidOrder(6);
    const fields = outcome(order.order_id, `${order.payable}.00`);
    statusAnswers.set(String(order.order_id), { resultStatus: 'PENDING' });
    const pending = await post(fields);
    expect(pending.statusCode).toBe(303);
    expect(pending.headers.location).toContain('status=failed');
    // Paytm's status API down: the browser lands on the result page, told the payment is being confirmed.
    statusAnswers.set(String(order.order_id), 'down');
    const down = await post(fields);
    expect(down.statusCode).toBe(303);
    expect(down.headers.location).toBe(
      `http://localhost:3000/checkout/result?order_id=${order.order_id}&status=confirming`,
    );
    statusAnswers.set(String(order.order_id), {
      resultStatus: 'TXN_SUCCESS',
      txnId: 'ANOTHER-TXN',
      txnAmount: fields.TXNAMOUNT,
    });
    expect((await post(fields)).statusCode).toBe(400);
    expect(await orderStatus(order.order_id)).toBe('pending_payment');
    expect(await captures(order.order_id)).toEqual([]);
    // The status API was asked with a request signed by the merchant key (the stand-in checks it).
    expect(paytmStub.requests.some((r) => r.url === '/v3/order/status')).toBe(true);
  });

  it('records a capture Paytm confirms at the wrong amount, refund due, and places nothing', async () => {
    const order = await unpaidOrder(7);
    const res = await post(outcome(order.order_id, '1.00'));
    expect(res.statusCode).toBe(400);
    expect(errorEnvelope.parse(res.json()).data).toHaveProperty('amount');
    expect(await orderStatus(order.order_id)).toBe('pending_payment');
    const [row] = await captures(order.order_id);
    expect(row?.capture).toMatchObject({
      outcome: 'mismatch',
      refundDue: true,
      amountPaise: 100,
      source: 'paytm',
    });
    const events = await t()
      .database.db.select()
      .from(schema.orderEvents)
      .where(eq(schema.orderEvents.orderId, order.order_id));
    expect(events.at(-1)?.cause).toMatch(/where \d+ INR was asked: refund due \(paytm\)$/);
  });

  it('places the order on a verified success, once, and sends the browser to the result page', async () => {
    const order = await unpaidOrder(2);
    const fields = outcome(order.order_id, `${order.payable}.00`);
    for (let i = 0; i < 2; i += 1) {
      const res = await post(fields);
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(`http://localhost:3000/checkout/result?order_id=${order.order_id}`);
    }
    expect(await orderStatus(order.order_id)).toBe('placed');
    const events = await t()
      .database.db.select()
      .from(schema.orderEvents)
      .where(eq(schema.orderEvents.orderId, order.order_id));
    expect(events.map((e) => e.cause)).toEqual(['booked (online)', 'paid (paytm)']);
    const [payment] = await t()
      .database.db.select()
      .from(schema.payments)
      .where(eq(schema.payments.orderId, order.order_id));
    expect(payment).toMatchObject({ status: 'paid', providerPaymentId: `paytm_${fields.TXNID}` });
  });

  it('sends a failed payment back as failed and changes nothing', async () => {
    const order = await unpaidOrder(3);
    const res = await post(outcome(order.order_id, `${order.payable}.00`, 'TXN_FAILURE'));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(
      `http://localhost:3000/checkout/result?order_id=${order.order_id}&status=failed`,
    );
    expect(await orderStatus(order.order_id)).toBe('pending_payment');
  });

  it('refuses a forged checksum, a changed field, another merchant and a wrong amount', async () => {
    const order = await unpaidOrder(4);
    const fields = outcome(order.order_id, `${order.payable}.00`);
    const forged = await post(fields, 'another_key_0016');
    expect(forged.statusCode).toBe(400);
    expect(errorEnvelope.parse(forged.json()).error_message).toBe('Invalid Paytm checksum');

    const checksum = await PaytmChecksum.generateSignature({ ...fields }, KEY);
    const changed = await t().app.inject({
      method: 'POST',
      url: '/v2/payments/paytm/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...fields, TXNAMOUNT: '1.00', CHECKSUMHASH: checksum }).toString(),
    });
    expect(changed.statusCode).toBe(400);
    const extras: Record<string, string>[] = [
      {},
      { CHECKSUMHASH: 'not-base64!' },
      { hasOwnProperty: 'x', CHECKSUMHASH: checksum },
    ];
    for (const extra of extras) {
      const odd = await t().app.inject({
        method: 'POST',
        url: '/v2/payments/paytm/callback',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ ...fields, ...extra }).toString(),
      });
      expect(odd.statusCode).toBe(400);
    }

    const json = await t().app.inject({
      method: 'POST',
      url: '/v2/payments/paytm/callback',
      payload: { ...fields, TXNAMOUNT: 10, CHECKSUMHASH: checksum },
    });
    expect(json.statusCode).toBe(400);
    expect((await post({ ...fields, MID: 'OTHER000000000000001' })).statusCode).toBe(400);
    // Signed for 1.00 while Paytm reports the full amount: the two must agree.
    const cheap = await post({ ...fields, TXNAMOUNT: '1.00' });
    expect(cheap.statusCode).toBe(400);
    expect(errorEnvelope.parse(cheap.json()).data).toHaveProperty('amount');
    expect(await orderStatus(order.order_id)).toBe('pending_payment');
  });

  it('answers 404 for an order that has no online payment, and for an id no order can have', async () => {
    expect((await post(outcome(999_999, '10.00'))).statusCode).toBe(404);
    expect((await post(outcome(2 ** 31, '10.00'))).statusCode).toBe(404);
  });

  it('keeps the seed clock for settlement times', async () => {
    const order = await unpaidOrder(5);
    await post(outcome(order.order_id, `${order.payable}.00`));
    const [payment] = await t()
      .database.db.select()
      .from(schema.payments)
      .where(eq(schema.payments.orderId, order.order_id));
    expect(payment?.updatedAt).toEqual(TEST_NOW);
  });
});

describe('payment reconciliation asks Paytm about unpaid orders', () => {
  const t = useTestApp({ payments: WITH_PAYTM });
  const draft = { ...DRAFT, date: '2026-12-06', slot_id: 142 };
  const { unpaidOrder, paytmForm, orderStatus, post, outcome, captures } = paytmReturns(t, draft);
  // Order ids start again in this database: no answer of another block's orders may stand.
  beforeAll(async () => {
    statusAnswers.clear();
    await roomOnSlot(t(), draft);
  });
  const minutesOn = (minutes: number) => new Date(TEST_NOW.getTime() + minutes * 60_000);
  /** The reconciliation job's pass, as the job runs it with Paytm configured (its lease wants time to go on). */
  const pass = (minutes: number) =>
    reconcilePayments(
      t().database.db,
      paymentProvider(t().database.db, SANDBOX_PAYMENTS),
      minutesOn(minutes),
      { paytm: PAYTM },
    );
  const causes = async (orderId: number) =>
    (
      await t().database.db.select().from(schema.orderEvents).where(eq(schema.orderEvents.orderId, orderId))
    ).map((e) => e.cause);
  const askedPaytm = () => paytmStub.requests.filter((r) => r.url === '/v3/order/status').length;

  it("settles once a payment whose return found Paytm's status API down; a repeat pass or a late return changes nothing", async () => {
    const order = await unpaidOrder(2);
    const fields = outcome(order.order_id, `${order.payable}.00`);
    statusAnswers.set(String(order.order_id), 'down');
    const back = await post(fields);
    expect(back.headers.location).toBe(
      `http://localhost:3000/checkout/result?order_id=${order.order_id}&status=confirming`,
    );
    expect(await orderStatus(order.order_id)).toBe('pending_payment');

    // Paytm answers again, and says the customer paid: the job's pass settles the order.
    outcome(order.order_id, `${order.payable}.00`);
    expect(await pass(3)).toMatchObject({ settled: 1, failed: 0 });
    expect(await orderStatus(order.order_id)).toBe('placed');
    expect((await causes(order.order_id)).at(-1)).toBe('paid (reconciliation)');
    const [payment] = await t()
      .database.db.select()
      .from(schema.payments)
      .where(eq(schema.payments.orderId, order.order_id));
    expect(payment).toMatchObject({ status: 'paid', providerPaymentId: `paytm_${fields.TXNID}` });

    // Once: the next pass does not ask about a paid order, and the browser's late return is the same capture.
    const asked = askedPaytm();
    expect(await pass(4)).toMatchObject({ settled: 0, failed: 0 });
    expect(askedPaytm()).toBe(asked);
    const late = await post(fields);
    expect(late.headers.location).toBe(`http://localhost:3000/checkout/result?order_id=${order.order_id}`);
    expect((await captures(order.order_id)).map((c) => [c.capture.source, c.capture.outcome])).toEqual([
      ['reconciliation', 'settles'],
    ]);
    expect((await causes(order.order_id)).filter((c) => c.startsWith('paid'))).toHaveLength(1);
  });

  it('asks Paytm only about orders whose customer was given its checkout form', async () => {
    const card = await unpaidOrder(5, { paytm: false });
    // Paytm would even say it was paid: an order that never went to Paytm is not asked about.
    outcome(card.order_id, `${card.payable}.00`);
    const asked = askedPaytm();
    await pass(3);
    expect(askedPaytm()).toBe(asked);
    expect(await orderStatus(card.order_id)).toBe('pending_payment');
    const [payment] = await t()
      .database.db.select()
      .from(schema.payments)
      .where(eq(schema.payments.orderId, card.order_id));
    expect(payment?.paytmFormAt).toBeNull();
    // Given the form, it is asked at the next pass.
    await paytmForm(5, card.order_id);
    expect(await pass(4)).toMatchObject({ settled: 1 });
    expect(askedPaytm()).toBe(asked + 1);
    expect(await orderStatus(card.order_id)).toBe('placed');
  });

  it('leaves an order Paytm says failed unpaid, as a card payment never made: its hold runs out', async () => {
    const order = await unpaidOrder(3);
    statusAnswers.set(String(order.order_id), { resultStatus: 'TXN_FAILURE' });
    expect(await pass(3)).toMatchObject({ settled: 0, failed: 0 });
    expect(await orderStatus(order.order_id)).toBe('pending_payment');
    expect(await captures(order.order_id)).toEqual([]);
    expect(await releaseExpiredHolds(t().database.db, minutesOn(16))).toBe(1);
    expect(await orderStatus(order.order_id)).toBe('expired');
    expect(await pass(17)).toMatchObject({ settled: 0, failed: 0 });
    expect(await orderStatus(order.order_id)).toBe('expired');
  });

  it('asks Paytm once a pass while it is down, and keeps a payment it confirms after the hold ran out as a late card payment', async () => {
    const order = await unpaidOrder(4);
    const fields = outcome(order.order_id, `${order.payable}.00`);
    statusAnswers.set(String(order.order_id), 'down');
    expect((await post(fields)).headers.location).toContain('status=confirming');

    // Down: the newest unpaid order is asked, the older one (expired above) waits for the next pass.
    const asked = askedPaytm();
    expect(await pass(18)).toMatchObject({ asked: 2, settled: 0, failed: 1 });
    expect(askedPaytm()).toBe(asked + 1);
    expect(await orderStatus(order.order_id)).toBe('pending_payment');

    // The hold runs out while Paytm is still down: the sweep gives the places back.
    expect(await releaseExpiredHolds(t().database.db, minutesOn(19))).toBe(1);
    expect(await orderStatus(order.order_id)).toBe('expired');

    // Paytm is back and says it was paid: the places are still free, so the order is kept.
    outcome(order.order_id, `${order.payable}.00`);
    expect(await pass(20)).toMatchObject({ settled: 1, failed: 0 });
    expect(await orderStatus(order.order_id)).toBe('placed');
    expect(await pass(21)).toMatchObject({ settled: 0, failed: 0 });
    expect(await captures(order.order_id)).toHaveLength(1);
  });
});

describe('Paytm when the store has no Paytm merchant', () => {
  const t = useTestApp();

  it('has no Paytm routes, so a success signed with the once-published sandbox key places nothing', async () => {
    const token = await sessionFor(t(), 2);
    const draft = { ...DRAFT, date: '2026-12-05', slot_id: 143 };
    await roomOnSlot(t(), draft);
    const quote = await t().app.inject({ method: 'POST', url: '/v5/booking/quote', payload: draft });
    const placed = await t().app.inject({
      method: 'POST',
      url: '/v5/booking/book_order',
      payload: { ...draft, amount: quote.json().data.amount },
      headers: { 'x-csrf-token': token },
    });
    const order = successEnvelope(placedOrder).parse(placed.json()).data;
    const fields = {
      MID: 'SANDBX00000000000001',
      ORDERID: String(order.order_id),
      TXNID: '1',
      TXNAMOUNT: `${order.payable}.00`,
      CURRENCY: 'INR',
      STATUS: 'TXN_SUCCESS',
    };
    const checksum = await PaytmChecksum.generateSignature({ ...fields }, PUBLISHED_KEY);
    const forged = await t().app.inject({
      method: 'POST',
      url: '/v2/payments/paytm/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...fields, CHECKSUMHASH: checksum }).toString(),
    });
    expect(forged.statusCode).toBe(404);
    const sign = await t().app.inject({
      method: 'POST',
      url: '/v3/getPaytmCheckSum',
      payload: { order_id: order.order_id },
      headers: { 'x-csrf-token': token },
    });
    expect(sign.statusCode).toBe(404);
    const [row] = await t()
      .database.db.select()
      .from(schema.orders)
      .where(eq(schema.orders.id, order.order_id));
    expect(row?.status).toBe('pending_payment');
    const doc = (await t().app.inject({ method: 'GET', url: '/docs' })).json();
    expect(doc.paths['/v2/payments/paytm/callback']).toBeUndefined();
  });
});
