import {
  errorEnvelope,
  orderStatus,
  paymentOrderDetails,
  placedOrder,
  successEnvelope,
} from '@store/contract';
import { schema } from '@store/db';
import { surgedPrice } from '@store/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SANDBOX_PAYMENTS } from '../../src/modules/payment-provider/payment-config';
import { paymentProvider } from '../../src/modules/payments/providers';
import { paymentSignature, webhookSignature } from '../../src/modules/payments/razorpay/signature';
import { reconcilePayments } from '../../src/modules/payments/settlement/reconcile.service';
import { TEST_NOW } from '../support/fixtures';
import { sessionFor } from '../support/sessions';
import { type TestApp, useTestApp } from '../support/test-app';
import { capturedWebhook } from './webhooks';

const DRAFT = { experience_id: 14, date: '2026-12-04', slot_id: 142, pincode: '110070', quantity: 1 };
const PRICE = surgedPrice(1999, 10) + 99;
const STORE = 'http://localhost:3000';

/** The sandbox's books: it captured this payment (its webhook not delivered, or lost). */
const capturedAtProvider = (t: TestApp, providerOrderId: string, paymentId: string) =>
  t.database.db.insert(schema.sandboxCaptures).values({
    paymentId,
    providerOrderId,
    amountPaise: PRICE * 100,
    currency: 'INR',
    capturedAt: TEST_NOW,
  });

describe('payment signatures (known vectors, computed with openssl)', () => {
  it.each([
    [
      'order_DBJOWzybf0sJbb',
      'pay_DBJOWzybf0sJbb',
      'EnLs21M47BllR3X8PSFtjtbd',
      '08b2a6bf48f61224aa06516fb094b755f0916815cf887abfcee2e66f4bfc021b',
    ],
    [
      'order_9A33XWu170gUtm',
      'pay_29QQoUBi66xm2f',
      'sandbox-key-secret',
      'c9445bfaa8628e62085027a1233e000a78606ac7e36c4ed540bff1ba62f51267',
    ],
  ])('signs %s|%s', (order, payment, secret, expected) => {
    expect(paymentSignature(order, payment, secret)).toBe(expected);
  });

  it('signs a webhook over its raw bytes', () => {
    expect(webhookSignature('{"event":"payment.captured"}', 'webhook-secret')).toBe(
      '0e95258623492dd0dae77245c958c256d46b4a30b338084b7e996fc25653c79c',
    );
  });
});

describe('paying online', () => {
  let now = TEST_NOW;
  const t = useTestApp({ clock: () => now });
  const headers = (token: string) => ({ 'x-csrf-token': token });

  async function unpaidOrder(customerId: number, draft: object = DRAFT, amount = PRICE) {
    const token = await sessionFor(t(), customerId);
    const res = await t().app.inject({
      method: 'POST',
      url: '/v5/booking/book_order',
      payload: { ...draft, amount },
      headers: headers(token),
    });
    const order = successEnvelope(placedOrder).parse(res.json()).data;
    return { token, order, providerOrderId: order.payment?.provider_order_id ?? '' };
  }
  const orderRow = async (id: number) =>
    (await t().database.db.select().from(schema.orders).where(eq(schema.orders.id, id)))[0];
  const eventsOf = (id: number) =>
    t().database.db.select().from(schema.orderEvents).where(eq(schema.orderEvents.orderId, id));
  function webhook(
    providerOrderId: string,
    paymentId: string,
    options: { amount?: number; secret?: string; eventId?: string } = {},
  ) {
    const raw = JSON.stringify({
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: paymentId,
            order_id: providerOrderId,
            amount: options.amount ?? PRICE * 100,
            currency: 'INR',
          },
        },
      },
    });
    return t().app.inject({
      method: 'POST',
      url: '/v2/payments/webhook',
      payload: raw,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': webhookSignature(raw, options.secret ?? SANDBOX_PAYMENTS.webhookSecret),
        'x-razorpay-event-id': options.eventId ?? `evt_${paymentId}`,
      },
    });
  }
  function browserConfirm(
    token: string,
    orderId: number,
    providerOrderId: string,
    paymentId: string,
    signature?: string,
  ) {
    return t().app.inject({
      method: 'POST',
      url: '/v2/booking/payment_confirm',
      headers: headers(token),
      payload: {
        order_id: orderId,
        razorpay_order_id: providerOrderId,
        razorpay_payment_id: paymentId,
        razorpay_signature:
          signature ?? paymentSignature(providerOrderId, paymentId, SANDBOX_PAYMENTS.keySecret),
      },
    });
  }

  function completeSandbox(providerOrderId: string, outcome: 'pay' | 'fail', origin = STORE) {
    return t().app.inject({
      method: 'POST',
      url: '/sandbox/checkout/complete',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ provider_order_id: providerOrderId, origin, outcome }).toString(),
    });
  }

  /** What the sandbox window posts to the store page that framed it, and to which origin. */
  function postedOutcome(html: string) {
    const found = /parent\.postMessage\((\{.*\}), ("[^"]*")\);/.exec(html);
    if (!found) throw new Error(`no postMessage in ${html}`);
    return {
      message: JSON.parse(found[1] ?? '') as Record<string, string>,
      origin: JSON.parse(found[2] ?? '') as string,
    };
  }

  it('pays through the sandbox window: the webhook and the browser both report, one paid order results', async () => {
    const { token, order } = await unpaidOrder(2);
    const details = successEnvelope(paymentOrderDetails).parse(
      (
        await t().app.inject({
          method: 'POST',
          url: '/v2/booking/razor_pay/order_details',
          payload: { order_id: order.order_id },
          headers: headers(token),
        })
      ).json(),
    ).data;
    expect(details).toMatchObject({
      provider: 'sandbox',
      key_id: 'rzp_test_sandbox',
      amount: PRICE * 100,
      currency: 'INR',
      script_url: '/sandbox/checkout.js',
    });
    expect(details.prefill.contact).toBe('9000000002');

    const script = await t().app.inject({ method: 'GET', url: details.script_url });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toContain('window.Razorpay = Razorpay');

    const page = await t().app.inject({
      method: 'GET',
      url: `/sandbox/checkout?provider_order_id=${details.provider_order_id}&origin=${encodeURIComponent(STORE)}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toBe(`frame-ancestors ${STORE}`);
    expect(page.body).toContain(`₹${PRICE.toLocaleString('en-IN')}`);
    const done = await completeSandbox(details.provider_order_id, 'pay');
    expect(done.statusCode).toBe(200);
    expect((await orderRow(order.order_id))?.status).toBe('placed'); // the webhook came first

    const back = postedOutcome(done.body);
    expect(back.origin).toBe(STORE);
    expect(back.message).toMatchObject({ type: 'sandbox-checkout', status: 'paid' });
    const confirmed = await browserConfirm(
      token,
      order.order_id,
      back.message.razorpay_order_id ?? '',
      back.message.razorpay_payment_id ?? '',
      back.message.razorpay_signature ?? '',
    );
    expect(successEnvelope(orderStatus).parse(confirmed.json()).data).toEqual({
      order_id: order.order_id,
      status: 'placed',
    });
    const events = await eventsOf(order.order_id);
    expect(events.map((e) => e.toStatus)).toEqual(['pending_payment', 'placed']);
    expect(events[1]?.cause).toBe('paid (webhook)');

    // Paid: the payment window is not opened for it again.
    const again = await t().app.inject({
      method: 'POST',
      url: '/v2/booking/razor_pay/order_details',
      payload: { order_id: order.order_id },
      headers: headers(token),
    });
    expect(again.statusCode).toBe(409);
    expect(errorEnvelope.parse(again.json())).toMatchObject({
      code: 'ALREADY_PAID',
      error_message: 'This order is already paid.',
    });
  });

  it('hands a failed sandbox payment back without capturing, and talks only to the store', async () => {
    const { order, providerOrderId } = await unpaidOrder(6);
    const failed = await completeSandbox(providerOrderId, 'fail');
    expect(postedOutcome(failed.body)).toEqual({
      origin: STORE,
      message: { type: 'sandbox-checkout', status: 'failed', razorpay_order_id: providerOrderId },
    });
    const elsewhere = 'https://evil.example';
    const page = await t().app.inject({
      method: 'GET',
      url: `/sandbox/checkout?provider_order_id=${providerOrderId}&origin=${encodeURIComponent(elsewhere)}`,
    });
    expect(page.statusCode).toBe(400);
    expect(errorEnvelope.parse(page.json()).error_message).toBe('The payment window answers only the store.');
    expect((await completeSandbox(providerOrderId, 'pay', elsewhere)).statusCode).toBe(400);
    const captures = await t()
      .database.db.select()
      .from(schema.sandboxCaptures)
      .where(eq(schema.sandboxCaptures.providerOrderId, providerOrderId));
    expect(captures).toEqual([]);
    expect((await orderRow(order.order_id))?.status).toBe('pending_payment');
  });

  /** The sandbox's books: it captured this payment, its webhook not delivered (yet). */
  it("settles nothing on a browser's word alone: a rightly signed report waits for the provider's capture", async () => {
    const { token, order, providerOrderId } = await unpaidOrder(2);
    const early = await browserConfirm(token, order.order_id, providerOrderId, 'pay_not_captured');
    expect(successEnvelope(orderStatus).parse(early.json()).data).toEqual({
      order_id: order.order_id,
      status: 'pending_payment',
    });
    expect((await orderRow(order.order_id))?.status).toBe('pending_payment');
    // The provider captured a payment of that order: its id and amount are what settles.
    await capturedAtProvider(t(), providerOrderId, 'pay_captured_7');
    const later = await browserConfirm(token, order.order_id, providerOrderId, 'pay_not_captured');
    expect(successEnvelope(orderStatus).parse(later.json()).data.status).toBe('placed');
    const [payment] = await t()
      .database.db.select()
      .from(schema.payments)
      .where(eq(schema.payments.providerOrderId, providerOrderId));
    expect(payment).toMatchObject({ status: 'paid', providerPaymentId: 'pay_captured_7' });
  });

  it('settles once when the browser comes first and the webhook arrives three times', async () => {
    const { token, order, providerOrderId } = await unpaidOrder(3);
    await capturedAtProvider(t(), providerOrderId, 'pay_browser1');
    expect((await browserConfirm(token, order.order_id, providerOrderId, 'pay_browser1')).statusCode).toBe(
      200,
    );
    for (let i = 0; i < 3; i += 1)
      expect((await webhook(providerOrderId, 'pay_browser1')).statusCode).toBe(200);
    const events = await eventsOf(order.order_id);
    expect(events.map((e) => e.cause)).toEqual(['booked (online)', 'paid (browser)']);
    const [payment] = await t()
      .database.db.select()
      .from(schema.payments)
      .where(eq(schema.payments.providerOrderId, providerOrderId));
    expect(payment).toMatchObject({ status: 'paid', providerPaymentId: 'pay_browser1' });
  });

  it('places nothing on a webhook with a bad signature or a wrong amount, or a tampered browser signature', async () => {
    const { token, order, providerOrderId } = await unpaidOrder(4);
    const forged = await webhook(providerOrderId, 'pay_forged', { secret: 'not-the-secret-at-all' });
    expect(forged.statusCode).toBe(400);
    expect(errorEnvelope.parse(forged.json()).error_message).toBe('Invalid webhook signature');
    // A wrong amount is acknowledged (and kept as refund due, payments-money.test.ts), never placed.
    expect((await webhook(providerOrderId, 'pay_cheap', { amount: 100 })).statusCode).toBe(200);
    const tampered = await browserConfirm(token, order.order_id, providerOrderId, 'pay_x', 'ab'.repeat(32));
    expect(tampered.statusCode).toBe(400);
    expect((await orderRow(order.order_id))?.status).toBe('pending_payment');
  });

  it("does not let a customer confirm or look at another customer's payment", async () => {
    const { order, providerOrderId } = await unpaidOrder(5);
    const stranger = await sessionFor(t(), 6);
    expect((await browserConfirm(stranger, order.order_id, providerOrderId, 'pay_s')).statusCode).toBe(404);
    const details = await t().app.inject({
      method: 'POST',
      url: '/v2/booking/razor_pay/order_details',
      payload: { order_id: order.order_id },
      headers: headers(stranger),
    });
    expect(details.statusCode).toBe(404);
  });

  it('keeps a payment after the hold if the places are still free, and owes it back if they are gone', async () => {
    const c = schema.slotCapacities;
    const where = and(eq(c.experienceId, 14), eq(c.cityId, 1), eq(c.date, '2026-12-08'), eq(c.slotId, 144));
    await t().database.db.update(c).set({ capacity: 1, booked: 0 }).where(where);
    const draft = { ...DRAFT, date: '2026-12-08', slot_id: 144 };
    const amount = (await t().app.inject({ method: 'POST', url: '/v5/booking/quote', payload: draft })).json()
      .data.amount;
    const late = await unpaidOrder(2, draft, amount);
    now = new Date(TEST_NOW.getTime() + 16 * 60_000);
    // Someone else takes the place after the hold ran out...
    const taker = await unpaidOrder(3, draft, amount);
    expect((await orderRow(late.order.order_id))?.status).toBe('expired');
    // ...so the late payment is owed back; the new order pays in time and is placed.
    await webhook(late.providerOrderId, 'pay_late', { amount: amount * 100 });
    expect((await orderRow(late.order.order_id))?.status).toBe('refund_due');
    await webhook(taker.providerOrderId, 'pay_taker', { amount: amount * 100 });
    expect((await orderRow(taker.order.order_id))?.status).toBe('placed');

    await t().database.db.update(c).set({ capacity: 5 }).where(where);
    const lucky = await unpaidOrder(4, draft, amount);
    now = new Date(now.getTime() + 16 * 60_000);
    const { releaseExpiredHolds } = await import('../../src/modules/order-core/holds.service');
    await releaseExpiredHolds(t().database.db, now);
    await webhook(lucky.providerOrderId, 'pay_lucky', { amount: amount * 100 });
    expect((await orderRow(lucky.order.order_id))?.status).toBe('placed');
    now = TEST_NOW;
  });

  it('settles an order whose browser never came back and whose webhook was lost', async () => {
    const { order, providerOrderId } = await unpaidOrder(7);
    await capturedAtProvider(t(), providerOrderId, 'pay_lost');
    const provider = paymentProvider(t().database.db, SANDBOX_PAYMENTS);
    const early = await reconcilePayments(t().database.db, provider, new Date(TEST_NOW.getTime() + 60_000));
    expect(early.settled).toBe(0);
    const late = await reconcilePayments(
      t().database.db,
      provider,
      new Date(TEST_NOW.getTime() + 3 * 60_000),
    );
    expect(late.settled).toBe(1);
    expect((await orderRow(order.order_id))?.status).toBe('placed');
    const [last] = (await eventsOf(order.order_id)).slice(-1);
    expect(last?.cause).toBe('paid (reconciliation)');
  });
});

describe('payment confirmation under concurrent reports', () => {
  const t = useTestApp();

  it('makes one paid order of a browser report and webhooks arriving together', async () => {
    const token = await sessionFor(t(), 2);
    const res = await t().app.inject({
      method: 'POST',
      url: '/v5/booking/book_order',
      payload: { ...DRAFT, amount: PRICE },
      headers: { 'x-csrf-token': token },
    });
    const order = successEnvelope(placedOrder).parse(res.json()).data;
    const providerOrderId = order.payment?.provider_order_id ?? '';
    // Captured at the provider, which the browser's report is checked against.
    await capturedAtProvider(t(), providerOrderId, 'pay_race');
    const hook = () =>
      capturedWebhook(t(), {
        providerOrderId,
        paymentId: 'pay_race',
        amountPaise: PRICE * 100,
        eventId: null,
      });
    const browser = () =>
      t().app.inject({
        method: 'POST',
        url: '/v2/booking/payment_confirm',
        headers: { 'x-csrf-token': token },
        payload: {
          order_id: order.order_id,
          razorpay_order_id: providerOrderId,
          razorpay_payment_id: 'pay_race',
          razorpay_signature: paymentSignature(providerOrderId, 'pay_race', SANDBOX_PAYMENTS.keySecret),
        },
      });
    const answers = await Promise.all([hook(), browser(), hook(), browser(), hook()]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const events = await t()
      .database.db.select()
      .from(schema.orderEvents)
      .where(eq(schema.orderEvents.orderId, order.order_id));
    expect(events.filter((e) => e.toStatus === 'placed')).toHaveLength(1);
  });
});
