import { createCipheriv, createHash } from 'node:crypto';
import { errorEnvelope, paytmTransaction, placedOrder, successEnvelope } from '@store/contract';
import { schema } from '@store/db';
import { surgedPrice } from '@store/domain';
import { and, eq } from 'drizzle-orm';
import PaytmChecksum from 'paytmchecksum';
import { beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_PAYTM } from '../src/modules/payments/payment-config';
import { paiseOf } from '../src/modules/payments/paytm-callback.service';
import { paytmAmount } from '../src/modules/payments/paytm-params';
import { TEST_NOW } from './fixtures';
import { sessionFor } from './sessions';
import { type TestApp, useTestApp } from './test-app';

const DRAFT = { experience_id: 14, date: '2026-12-04', slot_id: 142, pincode: '110070', quantity: 1 };
const PRICE = surgedPrice(1999, 10) + 99;
const KEY = SANDBOX_PAYTM.merchantKey;
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
  // Made once with PaytmChecksum.calculateChecksum for the salt 'Zm9v' and kept: it must keep verifying.
  const KEPT =
    'KFPqtHpYvDrz2rQDiJyunMQXEgUP3a0OWHxJhGu0FmQwH3hWRuhV2edeB02pWBrTLAHPMXynkB+9CwnYhqh/24x0b3obK2B5hlmMqpGET2A=';

  it('is what the documented recipe gives for the same salt, and the package verifies it', () => {
    const text = PaytmChecksum.getStringByParams(params);
    expect(text).toBe('SANDBX00000000000001|42|2297.00');
    expect(PaytmChecksum.calculateChecksum(text, KEY, 'Zm9v')).toBe(KEPT);
    expect(checksumByHand(params, KEY, 'Zm9v')).toBe(KEPT);
    expect(verifies(params, KEPT)).toBe(true);
  });

  it.each([
    ['TXN_AMOUNT', '2298.00'],
    ['ORDER_ID', '43'],
    ['MID', 'SANDBX00000000000002'],
  ])('fails when %s changes to %s', (field, value) => {
    expect(verifies({ ...params, [field]: value }, KEPT)).toBe(false);
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
    expect(paiseOf(text)).toBe(rupees * 100);
  });

  it.each(['', '12.345', '-1.00', '1e3', '12,00'])('refuses %j as an amount', (text) => {
    expect(paiseOf(text)).toBeUndefined();
  });
});

describe('POST /v3/getPaytmCheckSum', () => {
  const t = useTestApp();
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
    expect(data).toMatchObject({ order_id: order.order_id, gateway_url: SANDBOX_PAYTM.gatewayUrl });
    expect(fields).toEqual({
      MID: SANDBOX_PAYTM.mid,
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
    expect(errorEnvelope.parse(paid.json()).error_message).toBe('This order is already paid.');

    const second = await unpaidOrder(5);
    await db
      .update(schema.orders)
      .set({ status: 'cancelled' })
      .where(eq(schema.orders.id, second.order.order_id));
    const cancelled = await checksumFor(token, { order_id: second.order.order_id });
    expect(cancelled.statusCode).toBe(409);
    expect(errorEnvelope.parse(cancelled.json()).error_message).toBe(
      'This order is cancelled and can no longer be paid.',
    );
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

describe("POST /v2/payments/paytm/callback (Paytm's signed outcome)", () => {
  const t = useTestApp();

  const draft = { ...DRAFT, date: '2026-12-03', slot_id: 143 };
  beforeAll(() => roomOnSlot(t(), draft));

  async function unpaidOrder(customerId: number) {
    const token = await sessionFor(t(), customerId);
    const quote = await t().app.inject({ method: 'POST', url: '/v5/booking/quote', payload: draft });
    const res = await t().app.inject({
      method: 'POST',
      url: '/v5/booking/book_order',
      payload: { ...draft, amount: quote.json().data.amount },
      headers: { 'x-csrf-token': token },
    });
    if (res.statusCode !== 200) throw new Error(res.body);
    return successEnvelope(placedOrder).parse(res.json()).data;
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
  const outcome = (orderId: number, amount: string, status = 'TXN_SUCCESS') => ({
    MID: SANDBOX_PAYTM.mid,
    ORDERID: String(orderId),
    TXNID: `2026120111212800110168${orderId}`,
    TXNAMOUNT: amount,
    CURRENCY: 'INR',
    STATUS: status,
    RESPCODE: status === 'TXN_SUCCESS' ? '01' : '227',
    RESPMSG: status === 'TXN_SUCCESS' ? 'Txn Success' : 'Txn Failed',
    PAYMENTMODE: 'PPI',
    TXNDATE: '2026-12-01 10:05:00.0',
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
    const cheap = await post({ ...fields, TXNAMOUNT: '1.00' });
    expect(cheap.statusCode).toBe(400);
    expect(errorEnvelope.parse(cheap.json()).data).toHaveProperty('amount');
    expect(await orderStatus(order.order_id)).toBe('pending_payment');
  });

  it('answers 404 for an order that has no online payment', async () => {
    const res = await post(outcome(999_999, '10.00'));
    expect(res.statusCode).toBe(404);
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
