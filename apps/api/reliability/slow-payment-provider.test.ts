import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  cancelledOrder,
  errorEnvelope,
  paytmTransaction,
  placedOrder,
  successEnvelope,
} from '@store/contract';
import { CONSOLE_API_PREFIX, consoleOrderDetail } from '@store/contract/console';
import { schema } from '@store/db';
import { toPaise } from '@store/domain';
import { and, asc, eq } from 'drizzle-orm';
import PaytmChecksum from 'paytmchecksum';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { App } from '../src/app-context';
import { PAYTM_DEFAULTS, type PaymentConfig } from '../src/modules/payment-provider/payment-config';
import { paymentProvider } from '../src/modules/payments/providers';
import { reconcilePayments } from '../src/modules/payments/settlement/reconcile.service';
import { payDueRefunds } from '../src/modules/refunds/pay-refunds.service';
import { hashToken } from '../src/modules/sessions/token';
import { type StubServer, sendJson, startStub } from '../test/support/stub-server';
import { type FreshDatabase, freshDatabase } from './databases';
import { brokenInvariants } from './invariants';
import { addCustomers, book, customerOf, type Draft, drafts, post } from './store-calls';

// A payment provider that is down or hangs (takes the connection, never answers)
// delays its own work and never holds a customer or an operator. Razorpay is a local stand-in here
// that keeps its refunds by idempotency key, as Razorpay does: a refund it made while its answer was
// lost is answered again, not made twice.

/** The time-out the API is configured with (PAYMENT_PROVIDER_TIMEOUT_MS): short, so the suite is. */
const TIMEOUT_MS = 800;
/** How long a caller may wait for an answer that does not depend on the provider. */
const AT_ONCE_MS = 2_000;
const KEY = { id: 'rzp_test_faults', secret: 'faults-key-secret' };
/** The store's own Paytm merchant (nothing published); its status API is the same stand-in. */
const PAYTM = { mid: 'STORE000000000000001', merchantKey: 'store_key_000016' };

type Mode = 'up' | 'down' | 'hang';
type Refund = { id: string; paymentId: string; amount: number; key: string };

describe('a payment provider that is down or hangs', () => {
  let fresh: FreshDatabase;
  let app: App;
  let api: string;
  let stub: StubServer;
  let payments: PaymentConfig;
  let tokens: string[];
  let booking: Draft[];
  const mode: { orders: Mode; refunds: Mode; paytm: Mode } = { orders: 'up', refunds: 'up', paytm: 'up' };
  const held: ServerResponse[] = [];
  /** The stand-in's books: its orders' amounts, and its refunds by idempotency key. */
  const orders = new Map<string, number>();
  const refunds = new Map<string, Refund>();
  /** Razorpay orders nobody paid by card (paid with Paytm instead): Razorpay has no capture of them. */
  const notPaidByCard = new Set<string>();
  /** Paytm's transactions by our order id. */
  const paytmPaid = new Map<string, { txnId: string; txnAmount: string }>();

  beforeAll(async () => {
    fresh = await freshDatabase(`payment_faults_${process.pid}`);
    tokens = await addCustomers(fresh.database.db, 3);
    booking = await drafts(fresh.database.db);
    stub = await startStub((request, response) => {
      const unavailable = (m: Mode) => {
        if (m === 'hang') held.push(response);
        else if (m === 'down')
          sendJson(response, 503, { error: { code: 'SERVER_ERROR', description: 'down for a moment' } });
        return m !== 'up';
      };
      if (request.method === 'POST' && request.url === '/v1/orders') {
        if (unavailable(mode.orders)) return;
        const { amount } = JSON.parse(request.body.toString()) as { amount: number };
        const id = `order_F${orders.size + 1}`;
        orders.set(id, amount);
        return sendJson(response, 200, { id, entity: 'order', amount, currency: 'INR', status: 'created' });
      }
      const paid = request.url.match(/^\/v1\/orders\/(order_F\d+)\/payments$/);
      if (request.method === 'GET' && paid?.[1]) {
        const amount = orders.get(paid[1]) ?? 0;
        const items = notPaidByCard.has(paid[1])
          ? []
          : [{ id: `pay_${paid[1]}`, amount, currency: 'INR', status: 'captured' }];
        return sendJson(response, 200, { entity: 'collection', count: items.length, items });
      }
      const refund = request.url.match(/^\/v1\/payments\/(pay_order_F\d+)\/refund$/);
      if (request.method === 'POST' && refund?.[1]) {
        if (mode.refunds === 'down') return unavailable('down');
        // Razorpay makes a refund once per X-Refund-Idempotency; a repeat answers the same refund.
        const key = String(request.headers['x-refund-idempotency']);
        const { amount } = JSON.parse(request.body.toString()) as { amount: number };
        const made = refunds.get(key) ?? {
          id: `rfnd_F${refunds.size + 1}`,
          paymentId: refund[1],
          amount,
          key,
        };
        refunds.set(key, made);
        // Hanging: the refund is made, and its answer never comes.
        if (unavailable(mode.refunds)) return;
        return sendJson(response, 200, { id: made.id, entity: 'refund', amount, status: 'processed' });
      }
      // Paytm's transaction-status API: every payment asked about was made.
      if (request.method === 'POST' && request.url === '/v3/order/status') {
        if (unavailable(mode.paytm)) return;
        const { body } = JSON.parse(request.body.toString()) as { body: { mid: string; orderId: string } };
        const paid = paytmPaid.get(body.orderId);
        const resultInfo = { resultStatus: paid ? 'TXN_SUCCESS' : 'TXN_FAILURE' };
        return sendJson(response, 200, { body: { ...body, resultInfo, ...paid } });
      }
      sendJson(response, 404, { error: { code: 'BAD_REQUEST_ERROR', description: 'no such route' } });
    });
    payments = {
      provider: 'razorpay',
      keyId: KEY.id,
      keySecret: KEY.secret,
      webhookSecret: 'faults-webhook-secret',
      apiUrl: stub.url,
      timeoutMs: TIMEOUT_MS,
      paytm: { ...PAYTM_DEFAULTS, ...PAYTM, statusUrl: `${stub.url}/v3/order/status`, timeoutMs: TIMEOUT_MS },
    };
    app = await buildApp({ database: fresh.database, payments });
    await app.listen({ port: 0, host: '127.0.0.1' });
    api = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const response of held.splice(0)) response.destroy();
    await app?.close();
    await stub?.close();
    await fresh?.drop();
  });

  /** What the refund job does each minute, with the provider the API is configured with. */
  const refundPass = (now: Date) =>
    payDueRefunds(fresh.database.db, paymentProvider(fresh.database.db, payments), now);
  const timed = async <T>(work: Promise<T>) => {
    const started = performance.now();
    const result = await work;
    return { result, ms: performance.now() - started };
  };
  const orderOf = async (id: number) =>
    (await fresh.database.db.select().from(schema.orders).where(eq(schema.orders.id, id)))[0];
  const refundsOf = (id: number) =>
    fresh.database.db
      .select()
      .from(schema.refunds)
      .where(eq(schema.refunds.orderId, id))
      .orderBy(asc(schema.refunds.id));

  /** A customer's online booking, paid: placed, and its capture found by the reconciliation job. */
  async function paidBooking(token: string, draft: Draft): Promise<number> {
    const placed = await book(api, draft, { token, path: '/v5/booking/book_order' }, AT_ONCE_MS);
    expect(placed.status, placed.body).toBe(200);
    const order = successEnvelope(placedOrder).parse(JSON.parse(placed.body)).data;
    const later = new Date(Date.now() + 3 * 60_000);
    const provider = paymentProvider(fresh.database.db, payments);
    expect(await reconcilePayments(fresh.database.db, provider, later)).toMatchObject({ settled: 1 });
    expect((await orderOf(order.order_id))?.status).not.toBe('pending_payment');
    return order.order_id;
  }

  it('answers customers cancelling paid bookings at once while Razorpay hangs, waits one time-out a pass, and refunds each once when it is back', async () => {
    const [token = ''] = tokens;
    const id = await paidBooking(token, booking[0] as Draft);
    const other = await paidBooking(token, booking[4] as Draft);
    mode.refunds = 'hang';

    // The tracking page's cancel: answered without the provider, the refund on its way.
    for (const orderId of [id, other]) {
      const cancel = await timed(
        post(api, `/v2/booking/${orderId}/cancel`, { refund_to: 'source' }, token, AT_ONCE_MS),
      );
      expect(cancel.result.status, cancel.result.body).toBe(200);
      expect(cancel.ms).toBeLessThan(AT_ONCE_MS);
      const cancelled = successEnvelope(cancelledOrder).parse(JSON.parse(cancel.result.body)).data;
      expect(cancelled).toMatchObject({
        status: 'refund_due',
        refunds: [{ to: 'source', status: 'pending' }],
      });
    }
    expect(refunds.size, 'the provider was not asked while the customers waited').toBe(0);

    // The refund job asks Razorpay, which makes the first refund and never answers: the job gives
    // up on it after the time-out, keeps it due and tries it again a minute later; the second is
    // not asked of a provider that just did not answer (no try counted), and waits for that pass too.
    const now = new Date();
    const hung = await timed(refundPass(now));
    expect(hung.result).toMatchObject({ retrying: 1, deferred: 1, processed: 0 });
    expect(hung.ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(hung.ms).toBeLessThan(TIMEOUT_MS + AT_ONCE_MS);
    const asked = () => stub.requests.filter((r) => r.url.endsWith('/refund'));
    expect(asked()).toHaveLength(1);
    const [waiting] = await refundsOf(id);
    expect(waiting).toMatchObject({ status: 'pending', tries: 1 });
    expect(waiting?.lastError).toMatch(/timeout/i);
    expect(waiting?.nextTryAt.getTime()).toBe(now.getTime() + 60_000);
    const [deferred] = await refundsOf(other);
    expect(deferred).toMatchObject({ status: 'pending', tries: 0, lastError: null });
    expect(deferred?.nextTryAt.getTime()).toBe(now.getTime() + 60_000);
    expect((await orderOf(id))?.status).toBe('refund_due');
    // Not tried again before its wait is over.
    expect(await refundPass(new Date(now.getTime() + 30_000))).toMatchObject({ retrying: 0, processed: 0 });

    // Razorpay is back: the same keys are asked, the refund it made is answered, not made again,
    // and both orders are refunded; Razorpay holds one refund of each whole payment.
    mode.refunds = 'up';
    expect(await refundPass(new Date(now.getTime() + 61_000))).toMatchObject({ processed: 2 });
    expect(asked().map((r) => r.headers['x-refund-idempotency'])).toEqual([
      waiting?.idempotencyKey,
      waiting?.idempotencyKey,
      deferred?.idempotencyKey,
    ]);
    expect([...refunds.values()]).toEqual([
      expect.objectContaining({ key: waiting?.idempotencyKey, amount: toPaise(waiting?.amount ?? 0) }),
      expect.objectContaining({ key: deferred?.idempotencyKey, amount: toPaise(deferred?.amount ?? 0) }),
    ]);
    for (const [orderId, made] of [
      [id, refunds.get(waiting?.idempotencyKey ?? '')],
      [other, refunds.get(deferred?.idempotencyKey ?? '')],
    ] as const) {
      expect((await orderOf(orderId))?.status).toBe('refunded');
      expect((await refundsOf(orderId)).map((r) => [r.status, r.providerRefundId])).toEqual([
        ['processed', made?.id],
      ]);
    }
    // Later passes change nothing: refunded once.
    expect(await refundPass(new Date(now.getTime() + 10 * 60_000))).toMatchObject({
      processed: 0,
      retrying: 0,
    });
    expect(refunds.size).toBe(2);
  });

  it('answers an operator cancelling with a refund at once while Razorpay is down, and refunds it when it is back', async () => {
    const [, token = ''] = tokens;
    const id = await paidBooking(token, booking[1] as Draft);
    mode.refunds = 'down';
    const operator = await consoleSession();
    const cancel = await timed(
      post(
        api,
        `${CONSOLE_API_PREFIX}/orders/${id}/cancel`,
        { refund_percent: 100, refund_to: 'source', reason: 'the vendor fell ill' },
        operator,
        AT_ONCE_MS,
      ),
    );
    expect(cancel.result.status, cancel.result.body).toBe(200);
    expect(cancel.ms).toBeLessThan(AT_ONCE_MS);
    expect(successEnvelope(consoleOrderDetail).parse(JSON.parse(cancel.result.body)).data.status).toBe(
      'refund_due',
    );

    const now = new Date();
    expect(await refundPass(now)).toMatchObject({ retrying: 1 });
    expect((await refundsOf(id))[0]).toMatchObject({ status: 'pending', tries: 1 });
    expect((await refundsOf(id))[0]?.lastError).toContain('HTTP 503');
    // Still down a minute later: the next wait is longer (2 minutes).
    const second = new Date(now.getTime() + 61_000);
    expect(await refundPass(second)).toMatchObject({ retrying: 1 });
    expect((await refundsOf(id))[0]?.nextTryAt.getTime()).toBe(second.getTime() + 2 * 60_000);
    expect((await orderOf(id))?.status).toBe('refund_due');

    mode.refunds = 'up';
    expect(await refundPass(new Date(second.getTime() + 2 * 60_000 + 1_000))).toMatchObject({ processed: 1 });
    expect((await orderOf(id))?.status).toBe('refunded');
    const key = (await refundsOf(id))[0]?.idempotencyKey;
    expect([...refunds.values()].filter((r) => r.key === key)).toHaveLength(1);
  });

  it('answers a payment start within the time-out while Razorpay hangs, holding no places', async () => {
    const [, , token = ''] = tokens;
    const draft = booking[2] as Draft;
    mode.orders = 'hang';
    const placedBefore = await ordersOf(token);
    const bookedBefore = await bookedOn(draft);
    const start = await timed(
      book(api, draft, { token, path: '/v5/booking/book_order' }, TIMEOUT_MS + AT_ONCE_MS),
    );
    expect(start.result.status, start.result.body).toBe(502);
    expect(errorEnvelope.parse(JSON.parse(start.result.body))).toMatchObject({
      code: 'PROVIDER_UNAVAILABLE',
      message: 'The payment provider did not answer. Please try again in a few minutes.',
    });
    expect(start.ms).toBeLessThan(TIMEOUT_MS + AT_ONCE_MS);
    // Nothing half-written: no order, no places taken on the slot, every invariant holds.
    expect(await ordersOf(token)).toEqual(placedBefore);
    expect(await bookedOn(draft)).toBe(bookedBefore);
    expect(await brokenInvariants(fresh.database.executeSql)).toEqual({});

    // Razorpay answers again: the same booking starts its payment, the places held for it.
    mode.orders = 'up';
    const again = await book(api, draft, { token, path: '/v5/booking/book_order' }, AT_ONCE_MS);
    expect(again.status, again.body).toBe(200);
    expect(await bookedOn(draft)).toBe(bookedBefore + 1);
  });

  it("starts a Paytm payment at once while Paytm's status API hangs, sends its return to the result page within the time-out, and the reconciliation settles it once when Paytm is back", async () => {
    const [, , token = ''] = tokens;
    mode.paytm = 'hang';
    const placed = await book(
      api,
      booking[3] as Draft,
      { token, path: '/v5/booking/book_order' },
      AT_ONCE_MS,
    );
    expect(placed.status, placed.body).toBe(200);
    const order = successEnvelope(placedOrder).parse(JSON.parse(placed.body)).data;
    const asked = () => stub.requests.filter((r) => r.url === '/v3/order/status').length;

    // The start signs Paytm's form here: no call to Paytm, so nothing of Paytm's can hold it.
    const start = await timed(
      post(api, '/v3/getPaytmCheckSum', { order_id: order.order_id }, token, AT_ONCE_MS),
    );
    expect(start.result.status, start.result.body).toBe(200);
    expect(start.ms).toBeLessThan(AT_ONCE_MS);
    expect(successEnvelope(paytmTransaction).parse(JSON.parse(start.result.body)).data.order_id).toBe(
      order.order_id,
    );
    expect(asked()).toBe(0);

    // The customer pays; Paytm brings the browser back while its status API hangs: after the
    // time-out the browser is sent to the result page, told the payment is being confirmed, and
    // nothing is settled on the form's word alone.
    const txn = { txnId: `20261201${order.order_id}`, txnAmount: `${order.payable}.00` };
    paytmPaid.set(String(order.order_id), txn);
    const fields = {
      MID: PAYTM.mid,
      ORDERID: String(order.order_id),
      TXNID: txn.txnId,
      TXNAMOUNT: txn.txnAmount,
      CURRENCY: 'INR',
      STATUS: 'TXN_SUCCESS',
      RESPCODE: '01',
      RESPMSG: 'Txn Success',
    };
    const hung = await timed(paytmReturn(fields));
    expect(hung.result.status).toBe(303);
    expect(hung.result.headers.get('location')).toBe(
      `http://localhost:3000/checkout/result?order_id=${order.order_id}&status=confirming`,
    );
    expect(hung.ms).toBeLessThan(TIMEOUT_MS + AT_ONCE_MS);
    expect((await orderOf(order.order_id))?.status).toBe('pending_payment');

    // Paytm is back; the browser does not come again: the reconciliation job asks Paytm and
    // settles the order, and its next pass changes nothing.
    mode.paytm = 'up';
    const [payment] = await fresh.database.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.orderId, order.order_id));
    notPaidByCard.add(payment?.providerOrderId ?? '');
    const provider = paymentProvider(fresh.database.db, payments);
    const later = new Date(Date.now() + 3 * 60_000);
    const reconcile = (at: Date) =>
      reconcilePayments(fresh.database.db, provider, at, { paytm: payments.paytm });
    // (The pass also settles the card payment started in the test before, which Razorpay captured.)
    expect(await reconcile(later)).toMatchObject({ failed: 0 });
    expect(await reconcile(new Date(later.getTime() + 60_000))).toMatchObject({ settled: 0, failed: 0 });
    expect((await orderOf(order.order_id))?.status).toBe('placed');
    const captures = await fresh.database.db
      .select({ id: schema.paymentCaptures.providerPaymentId, source: schema.paymentCaptures.source })
      .from(schema.paymentCaptures)
      .innerJoin(schema.payments, eq(schema.payments.id, schema.paymentCaptures.paymentId))
      .where(eq(schema.payments.orderId, order.order_id));
    expect(captures).toEqual([{ id: `paytm_${txn.txnId}`, source: 'reconciliation' }]);
  });

  /** Paytm's form post back to the store, signed with the merchant key, as the browser brings it. */
  async function paytmReturn(fields: Record<string, string>) {
    const checksum = await PaytmChecksum.generateSignature({ ...fields }, PAYTM.merchantKey);
    return fetch(`${api}/v2/payments/paytm/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...fields, CHECKSUMHASH: checksum }).toString(),
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS + AT_ONCE_MS),
    });
  }

  /** An operator's console session (the seed's ops user), as its sign-in makes one. */
  async function consoleSession(): Promise<string> {
    const [ops] = await fresh.database.db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.role, 'ops'))
      .limit(1);
    if (!ops) throw new Error('the seed has no ops operator');
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    await fresh.database.db.insert(schema.sessions).values({
      userId: ops.id,
      tokenHash: hashToken(token),
      kind: 'console',
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + 3_600_000),
    });
    return token;
  }

  async function ordersOf(token: string) {
    return fresh.database.db
      .select({ id: schema.orders.id })
      .from(schema.orders)
      .where(eq(schema.orders.customerId, await customerOf(fresh.database.db, token)));
  }

  async function bookedOn(draft: Draft): Promise<number> {
    const [row] = await fresh.database.db
      .select({ booked: schema.slotCapacities.booked })
      .from(schema.slotCapacities)
      .where(
        and(
          eq(schema.slotCapacities.experienceId, draft.experience_id),
          eq(schema.slotCapacities.date, draft.date),
          eq(schema.slotCapacities.slotId, draft.slot_id),
        ),
      );
    return row?.booked ?? 0;
  }
});
