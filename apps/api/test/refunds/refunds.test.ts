import { couponList, errorEnvelope, successEnvelope, walletBalanceResult } from '@store/contract';
import { consoleOrderDetail } from '@store/contract/console';
import { schema } from '@store/db';
import { toPaise } from '@store/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { JOB_NAMES } from '../../src/modules/jobs/store-jobs';
import { DEVELOPMENT_LINK_SECRET } from '../../src/modules/links/tracking-link';
import { deliverDueMessages } from '../../src/modules/messaging/deliver.service';
import { outboxSms } from '../../src/modules/messaging/sms-outbox';
import { SANDBOX_PAYMENTS } from '../../src/modules/payment-provider/payment-config';
import { paymentProvider } from '../../src/modules/payments/providers';
import { razorpayProvider } from '../../src/modules/payments/razorpay/razorpay-provider';
import { webhookSignature } from '../../src/modules/payments/razorpay/signature';
import { payDueRefunds } from '../../src/modules/refunds/pay-refunds.service';
import { openRefund } from '../../src/modules/refunds/refund-lifecycle.service';
import {
  DRAFT,
  eventsOf,
  hoursBefore,
  orderRow,
  PRICE,
  paySandbox,
  placePaid,
  post,
  refundsOf,
} from '../cancellations/cancel-helpers';
import { consoleGet, consolePost, consoleSessionFor, dataOf, OPS } from '../console/console-helpers';
import { TEST_NOW } from '../support/fixtures';
import { sessionFor } from '../support/sessions';
import { type StubRequest, type StubServer, sendJson, startStub } from '../support/stub-server';
import { type TestApp, useTestApp } from '../support/test-app';

// Refunds are paid from the job queue through the provider's refund API (the
// sandbox, or Razorpay: here a local stand-in) or to the wallet, tracked until the provider
// confirms by webhook; a webhook twice or out of order changes nothing again.

let now = TEST_NOW;
const messagesOf = (t: TestApp, id: number) =>
  t.database.db
    .select({ kind: schema.messages.kind })
    .from(schema.messages)
    .where(eq(schema.messages.orderId, id));
/** The refund's text as it was sent (the outbox gateway keeps it), after the delivery job ran. */
async function refundText(t: TestApp, id: number) {
  await deliverDueMessages(
    t.database.db,
    { sms: outboxSms, storeUrl: 'https://experience-store.in', linkSecret: DEVELOPMENT_LINK_SECRET },
    now,
  );
  const rows = await t.database.db.select().from(schema.messages).where(eq(schema.messages.orderId, id));
  return rows.find((m) => m.kind === 'order_refunded' && m.channel === 'sms')?.body;
}

/** A paid booking, cancelled in the free window by its customer. */
async function cancelledPaid(t: TestApp, customerId: number, refundTo: 'source' | 'wallet' = 'source') {
  now = TEST_NOW;
  const token = await sessionFor(t, customerId);
  const id = await placePaid(t, token);
  const reply = await post(t, `/v2/booking/${id}/cancel`, { refund_to: refundTo }, token);
  if (reply.statusCode !== 200) throw new Error(reply.body);
  return { id, token };
}

function refundWebhook(
  t: TestApp,
  event: 'refund.processed' | 'refund.failed' | 'refund.created',
  refund: { id: string; receipt?: string },
  eventId: string,
) {
  const raw = JSON.stringify({
    event,
    payload: { refund: { entity: { ...refund, status: event.split('.')[1] } } },
  });
  return t.app.inject({
    method: 'POST',
    url: '/v2/payments/webhook',
    payload: raw,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': webhookSignature(raw, SANDBOX_PAYMENTS.webhookSecret),
      'x-razorpay-event-id': eventId,
    },
  });
}

describe('refunds through the sandbox provider and to the wallet', () => {
  const t = useTestApp({ clock: () => now });
  const sandbox = () => paymentProvider(t().database.db, SANDBOX_PAYMENTS);

  it('refunds a cancelled booking through the sandbox: processed by its webhook, refunded, the customer told, once', async () => {
    const { id } = await cancelledPaid(t(), 2);
    expect(JOB_NAMES.payRefunds).toBe('pay-refunds');
    const report = await payDueRefunds(t().database.db, sandbox(), now);
    expect(report).toEqual({ opened: 0, processed: 1, requested: 0, retrying: 0, deferred: 0 });
    expect((await orderRow(t(), id))?.status).toBe('refunded');
    const [refund] = await refundsOf(t(), id);
    expect(refund).toMatchObject({ status: 'processed', amount: PRICE, tries: 0 });
    expect(refund?.providerRefundId).toMatch(/^rfnd_/);
    const books = await t().database.db.select().from(schema.sandboxRefunds);
    expect(books.filter((b) => b.refundId === refund?.providerRefundId)).toEqual([
      expect.objectContaining({ amountPaise: toPaise(PRICE), idempotencyKey: refund?.idempotencyKey }),
    ]);
    expect((await eventsOf(t(), id)).map((e) => [e.fromStatus, e.toStatus, e.cause]).slice(-2)).toEqual([
      [
        'refund_due',
        'refund_due',
        `refund ${refund?.providerRefundId} of ₹${PRICE.toLocaleString('en-IN')} processed (webhook)`,
      ],
      ['refund_due', 'refunded', 'refund issued'],
    ]);
    expect((await messagesOf(t(), id)).map((m) => m.kind)).toContain('order_refunded');
    expect(await refundText(t(), id)).toContain('is done; it reaches your account in 5-7 working days.');
    const again = await payDueRefunds(t().database.db, sandbox(), now);
    expect(again).toEqual({ opened: 0, processed: 0, requested: 0, retrying: 0, deferred: 0 });
    expect(await refundsOf(t(), id)).toHaveLength(1);
  });

  it('credits the wallet when the customer chooses it, in the ledger with the order', async () => {
    const { id, token } = await cancelledPaid(t(), 3, 'wallet');
    const balance = async () =>
      successEnvelope(walletBalanceResult).parse((await post(t(), '/v2/user/balance', {}, token)).json()).data
        .wallet_money;
    const before = await balance();
    await payDueRefunds(t().database.db, sandbox(), now);
    expect(await balance()).toBe(before + PRICE);
    const ledger = await t()
      .database.db.select()
      .from(schema.walletTransactions)
      .where(eq(schema.walletTransactions.orderId, id));
    expect(ledger.map((r) => [r.kind, r.amount, r.note])).toEqual([
      ['refund', PRICE, `Refund for order #${id}`],
    ]);
    expect((await orderRow(t(), id))?.status).toBe('refunded');
    expect((await refundsOf(t(), id)).map((r) => [r.destination, r.status])).toEqual([
      ['wallet', 'processed'],
    ]);
    // The money is in the wallet already: the text does not send the customer to their bank.
    const text = await refundText(t(), id);
    expect(text).toContain('is done; it is in your wallet now, for your next booking.');
    expect(text).not.toContain('working days');
  });

  it('gives the coupon use back when a booking is cancelled, and keeps it given back once refunded', async () => {
    now = TEST_NOW;
    const token = await sessionFor(t(), 6);
    const welcome = async () => {
      const offers = successEnvelope(couponList).parse(
        (await post(t(), '/v2/booking/coupons', DRAFT, token)).json(),
      );
      return offers.data.coupons.find((c) => c.code === 'WELCOME10');
    };
    const offer = await welcome();
    expect(offer?.applicable).toBe(true);
    const id = await placePaid(t(), token, { coupon_code: 'WELCOME10' }, PRICE - (offer?.discount ?? 0));
    expect((await welcome())?.applicable, 'used once: WELCOME10 is one per customer').toBe(false);
    expect((await post(t(), `/v2/booking/${id}/cancel`, { refund_to: 'wallet' }, token)).statusCode).toBe(
      200,
    );
    expect((await welcome())?.applicable, 'while the refund is due').toBe(true);
    await payDueRefunds(t().database.db, sandbox(), now);
    expect((await orderRow(t(), id))?.status).toBe('refunded');
    expect((await welcome())?.applicable, 'once refunded').toBe(true);
  });

  it('refunds a payment that reached a cancelled order in full, opening the refund itself', async () => {
    now = TEST_NOW;
    const token = await sessionFor(t(), 4);
    const placed = await post(t(), '/v5/booking/book_order', { ...DRAFT, amount: PRICE }, token);
    const order = placed.json().data as { order_id: number; payment: { provider_order_id: string } };
    expect((await post(t(), `/v2/booking/${order.order_id}/cancel`, {}, token)).json().data.status).toBe(
      'cancelled',
    );
    await paySandbox(t(), order.payment.provider_order_id);
    expect((await orderRow(t(), order.order_id))?.status).toBe('refund_due');
    const report = await payDueRefunds(t().database.db, sandbox(), now);
    expect(report).toMatchObject({ opened: 1, processed: 1 });
    expect((await refundsOf(t(), order.order_id)).map((r) => [r.amount, r.reason, r.status])).toEqual([
      [PRICE, 'refund due', 'processed'],
    ]);
    expect((await orderRow(t(), order.order_id))?.status).toBe('refunded');
  });

  it('never refunds more than was paid: the store refuses, and so does the sandbox', async () => {
    const { id } = await cancelledPaid(t(), 5);
    const refused = t().database.db.transaction((tx) =>
      openRefund(tx, { orderId: id, amount: 1, destination: 'source', reason: 'test', now }),
    );
    await expect(refused).rejects.toThrow(
      `A refund of ₹1 is more than the ₹${PRICE.toLocaleString('en-IN')} paid (₹${PRICE.toLocaleString('en-IN')} of it already refunded).`,
    );
    const [payment] = await t()
      .database.db.select()
      .from(schema.payments)
      .where(eq(schema.payments.orderId, id));
    const ask = (key: string, amountPaise: number) =>
      sandbox().refund({
        paymentId: payment?.providerPaymentId ?? '',
        amountPaise,
        idempotencyKey: key,
        notes: {},
        now,
      });
    await expect(ask('refund-test-over-1', toPaise(PRICE) + 1)).rejects.toThrow(
      'The total refund amount is greater than the refund payment amount',
    );
    const first = await ask('refund-test-part-1', 100);
    expect(await ask('refund-test-part-1', 100)).toEqual(first);
    await expect(ask('refund-test-part-1', 200)).rejects.toThrow(
      'Different request with the same idempotency key',
    );
    expect((await refundsOf(t(), id)).map((r) => r.status)).toEqual(['pending']);
  });
});

describe('refunds through Razorpay (a local stand-in)', () => {
  const t = useTestApp({ clock: () => now });
  let answer: (request: StubRequest) => { status: number; body: object } = () => ({ status: 500, body: {} });
  let stub: StubServer | undefined;
  const razorpay = async () => {
    stub ??= await startStub((request, res) => {
      const reply = answer(request);
      sendJson(res, reply.status, reply.body);
    });
    return razorpayProvider({
      provider: 'razorpay',
      keyId: 'rzp_test_refunds',
      keySecret: 'refund-key-secret',
      webhookSecret: 'unused-here',
      apiUrl: stub.url,
    });
  };

  it('rides out an outage with back-off, asks with the same idempotency key, and settles once on the webhook', async () => {
    const provider = await razorpay();
    const { id } = await cancelledPaid(t(), 6);
    const [refund] = await refundsOf(t(), id);
    if (!refund) throw new Error('no refund opened');
    answer = () => ({
      status: 503,
      body: { error: { code: 'SERVER_ERROR', description: 'down for a moment' } },
    });
    expect(await payDueRefunds(t().database.db, provider, now)).toMatchObject({ retrying: 1 });
    expect((await refundsOf(t(), id))[0]).toMatchObject({ status: 'pending', tries: 1 });
    expect((await refundsOf(t(), id))[0]?.lastError).toContain('HTTP 503');
    expect((await eventsOf(t(), id)).at(-1)?.cause).toMatch(/^refund try 1 did not reach the provider/);
    // Not due again until its wait is over.
    expect(await payDueRefunds(t().database.db, provider, now)).toMatchObject({ retrying: 0, requested: 0 });
    answer = () => ({
      status: 200,
      body: { id: 'rfnd_stand_in_1', status: 'pending', amount: toPaise(PRICE) },
    });
    now = new Date(TEST_NOW.getTime() + 61_000);
    expect(await payDueRefunds(t().database.db, provider, now)).toMatchObject({ requested: 1 });
    const asked = stub?.requests.slice(-2) ?? [];
    for (const request of asked) {
      expect(request.method).toBe('POST');
      expect(request.url).toMatch(/^\/v1\/payments\/pay_[0-9a-f]+\/refund$/);
      expect(request.headers['x-refund-idempotency']).toBe(refund.idempotencyKey);
      expect(request.headers.authorization).toBe(
        `Basic ${Buffer.from('rzp_test_refunds:refund-key-secret').toString('base64')}`,
      );
      expect(JSON.parse(request.body.toString())).toMatchObject({
        amount: toPaise(PRICE),
        receipt: refund.idempotencyKey,
        notes: { order_id: String(id) },
      });
    }
    expect((await refundsOf(t(), id))[0]).toMatchObject({
      status: 'requested',
      providerRefundId: 'rfnd_stand_in_1',
    });
    expect((await orderRow(t(), id))?.status).toBe('refund_due');

    for (const eventId of ['evt_r1', 'evt_r1', 'evt_r1_redelivered']) {
      const reply = await refundWebhook(t(), 'refund.processed', { id: 'rfnd_stand_in_1' }, eventId);
      expect(reply.statusCode).toBe(200);
    }
    // A late refund.failed of the same refund (out of order) changes nothing either.
    await refundWebhook(t(), 'refund.failed', { id: 'rfnd_stand_in_1' }, 'evt_r1_failed');
    expect((await orderRow(t(), id))?.status).toBe('refunded');
    expect((await refundsOf(t(), id)).map((r) => r.status)).toEqual(['processed']);
    const issued = (await eventsOf(t(), id)).filter((e) => e.toStatus === 'refunded');
    expect(issued).toHaveLength(1);
  });

  it('settles a refund whose webhook outran the provider’s answer, found by its receipt', async () => {
    const provider = await razorpay();
    const { id } = await cancelledPaid(t(), 7);
    const [refund] = await refundsOf(t(), id);
    if (!refund) throw new Error('no refund opened');
    const early = await refundWebhook(
      t(),
      'refund.processed',
      { id: 'rfnd_stand_in_2', receipt: refund.idempotencyKey },
      'evt_r2',
    );
    expect(early.statusCode).toBe(200);
    expect((await orderRow(t(), id))?.status).toBe('refunded');
    answer = () => ({ status: 200, body: { id: 'rfnd_stand_in_2', status: 'pending' } });
    expect(await payDueRefunds(t().database.db, provider, now)).toMatchObject({ requested: 0, retrying: 0 });
    expect((await refundsOf(t(), id)).map((r) => [r.status, r.providerRefundId])).toEqual([
      ['processed', 'rfnd_stand_in_2'],
    ]);
  });

  it('asks about a requested refund whose webhook never came, and settles it on the answer', async () => {
    const provider = await razorpay();
    const { id } = await cancelledPaid(t(), 3);
    answer = () => ({ status: 200, body: { id: 'rfnd_stand_in_3', status: 'pending' } });
    expect(await payDueRefunds(t().database.db, provider, now)).toMatchObject({ requested: 1 });
    // Not asked about before its check is due.
    const asked = stub?.requests.length ?? 0;
    expect(await payDueRefunds(t().database.db, provider, now)).toMatchObject({ processed: 0 });
    expect(stub?.requests.length).toBe(asked);
    answer = (request) =>
      request.method === 'GET'
        ? { status: 200, body: { id: 'rfnd_stand_in_3', entity: 'refund', status: 'processed' } }
        : { status: 500, body: {} };
    now = new Date(now.getTime() + 31 * 60_000);
    expect(await payDueRefunds(t().database.db, provider, now)).toMatchObject({ processed: 1 });
    expect(stub?.requests.at(-1)?.url).toMatch(/^\/v1\/payments\/pay_[0-9a-f]+\/refunds\/rfnd_stand_in_3$/);
    expect((await orderRow(t(), id))?.status).toBe('refunded');
    expect((await eventsOf(t(), id)).at(-2)?.cause).toBe(
      `refund rfnd_stand_in_3 of ₹${PRICE.toLocaleString('en-IN')} processed (status check)`,
    );
  });

  it('opens a new refund after refund.failed, later, and leaves it to the operators after three', async () => {
    const { id } = await cancelledPaid(t(), 2);
    for (let n = 1; n <= 3; n++) {
      const live = (await refundsOf(t(), id)).at(-1);
      if (!live) throw new Error('no live refund');
      await refundWebhook(
        t(),
        'refund.failed',
        { id: `rfnd_fail_${n}`, receipt: live.idempotencyKey },
        `evt_f${n}`,
      );
    }
    const rows = await refundsOf(t(), id);
    expect(rows.map((r) => r.status)).toEqual(['failed', 'failed', 'failed']);
    expect(rows[1]?.nextTryAt.getTime()).toBeGreaterThan(now.getTime());
    expect(new Set(rows.map((r) => r.idempotencyKey)).size).toBe(3);
    expect((await eventsOf(t(), id)).at(-1)?.cause).toBe('refund failed 3 times: left to the operators');
    expect((await orderRow(t(), id))?.status).toBe('refund_due');
  });

  it('keeps a late cancellation to its half after three failures: no new refund, of any amount, on later passes', async () => {
    const provider = await razorpay();
    answer = () => ({ status: 500, body: {} });
    now = TEST_NOW;
    const token = await sessionFor(t(), 2);
    const id = await placePaid(t(), token);
    now = hoursBefore(10);
    const cancelled = await post(t(), `/v2/booking/${id}/cancel`, { refund_to: 'source' }, token);
    expect(cancelled.statusCode).toBe(200);
    const half = Math.floor(PRICE / 2);
    for (let n = 1; n <= 3; n++) {
      const live = (await refundsOf(t(), id)).at(-1);
      if (!live) throw new Error('no live refund');
      expect(live.amount).toBe(half);
      await refundWebhook(
        t(),
        'refund.failed',
        { id: `rfnd_half_${n}`, receipt: live.idempotencyKey },
        `evt_h${n}`,
      );
    }
    const asked = stub?.requests.length;
    // The job runs every minute; a day of passes later the order still waits on the operators with
    // the three failed refunds of the half that was decided, and nothing new was asked of anyone.
    for (const hours of [0, 1, 24]) {
      const report = await payDueRefunds(
        t().database.db,
        provider,
        new Date(now.getTime() + hours * 3_600_000),
      );
      expect(report).toEqual({ opened: 0, processed: 0, requested: 0, retrying: 0, deferred: 0 });
    }
    expect((await refundsOf(t(), id)).map((r) => [r.status, r.amount])).toEqual([
      ['failed', half],
      ['failed', half],
      ['failed', half],
    ]);
    expect(stub?.requests.length).toBe(asked);
    expect((await orderRow(t(), id))?.status).toBe('refund_due');
  });

  it('notes every step of a confirmed booking’s partial refund with the state the booking is in', async () => {
    const provider = await razorpay();
    now = TEST_NOW;
    const id = await placePaid(t(), await sessionFor(t(), 5));
    const ops = await consoleSessionFor(t(), OPS);
    const refund = { amount: 500, reason: 'balloons missing' };
    const opened = await consolePost(t(), `/orders/${id}/refunds`, refund, ops);
    expect(opened.statusCode, opened.body).toBe(200);
    // The provider is down for a moment, then takes the refund and confirms it by webhook.
    answer = () => ({ status: 503, body: { error: { code: 'SERVER_ERROR', description: 'down' } } });
    expect(await payDueRefunds(t().database.db, provider, now)).toMatchObject({ retrying: 1 });
    answer = () => ({ status: 200, body: { id: 'rfnd_partial_1', status: 'pending', amount: 50_000 } });
    now = new Date(TEST_NOW.getTime() + 61_000);
    expect(await payDueRefunds(t().database.db, provider, now)).toMatchObject({ requested: 1 });
    const settled = await refundWebhook(t(), 'refund.processed', { id: 'rfnd_partial_1' }, 'evt_partial_1');
    expect(settled.statusCode).toBe(200);

    const order = dataOf(consoleOrderDetail, await consoleGet(t(), `/orders/${id}`, ops));
    expect(order).toMatchObject({ status: 'placed', money: { refunded: 500 } });
    const steps = order.timeline.filter((e) => e.source === 'order' && e.text.startsWith('refund'));
    expect(steps.map((e) => e.text)).toEqual([
      'refund of ₹500 to the payment opened (refunded by an operator: balloons missing)',
      expect.stringMatching(/^refund try 1 did not reach the provider/),
      'refund rfnd_partial_1 requested from razorpay',
      'refund rfnd_partial_1 of ₹500 processed (webhook)',
      'refund issued',
    ]);
    // The booking stayed confirmed throughout: no step of its trail says otherwise.
    expect(steps.map((e) => [e.from, e.to])).toEqual(steps.map(() => ['placed', 'placed']));
  });

  it('refuses an unsigned refund webhook', async () => {
    const raw = JSON.stringify({
      event: 'refund.processed',
      payload: { refund: { entity: { id: 'rfnd_x' } } },
    });
    const reply = await t().app.inject({
      method: 'POST',
      url: '/v2/payments/webhook',
      payload: raw,
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'nope' },
    });
    expect(reply.statusCode).toBe(400);
    expect(errorEnvelope.parse(reply.json()).data).toHaveProperty('x-razorpay-signature');
    await stub?.close();
  });
});
