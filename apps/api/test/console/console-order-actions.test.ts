import { placedOrder, successEnvelope } from '@store/contract';
import { auditList, consoleOrderDetail, vendorOptions } from '@store/contract/console';
import { schema } from '@store/db';
import { type ErrorCode, OPERATOR_AMOUNT_MAX } from '@store/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_PAYMENTS } from '../../src/modules/payment-provider/payment-config';
import { paymentProvider } from '../../src/modules/payments/providers';
import { payDueRefunds } from '../../src/modules/refunds/pay-refunds.service';
import {
  DRAFT,
  eventsOf,
  orderRow,
  PRICE,
  placePaid,
  post,
  refundsOf,
} from '../cancellations/cancel-helpers';
import { bookCod } from '../messaging/message-helpers';
import { TEST_NOW } from '../support/fixtures';
import { sessionFor } from '../support/sessions';
import { useTestApp } from '../support/test-app';
import { currentRequest, get, requestsOf, responseUrl } from '../vendors/vendors-helpers';
import {
  ADMIN,
  auditOfOrder,
  callers,
  consoleGet,
  consolePost,
  dataOf,
  errorOf,
  OPS,
} from './console-helpers';

// The console's actions on an order, each through the module that owns the
// change and each audited (who, what, before and after, when); a refusal writes nothing, not even
// its audit row. Runs on PGlite and PostgreSQL.

const t = useTestApp({ clock: () => TEST_NOW });
let ops = '';
let admin = '';

beforeAll(async () => {
  ({ ops, admin } = await callers(t()));
});

const detailOf = (reply: { statusCode: number; body: string }) => dataOf(consoleOrderDetail, reply);
const act = (orderId: number, action: string, body: object, token = ops) =>
  consolePost(t(), `/orders/${orderId}/${action}`, body, token);

/** A refusal: its status, the field it names, and nothing written (no audit row either). */
async function expectRefused(orderId: number, action: string, body: object, status: number, field?: string) {
  const before = (await auditOfOrder(t(), orderId)).length;
  const reply = await act(orderId, action, body);
  expect(reply.statusCode, reply.body).toBe(status);
  if (field) expect(errorOf(reply).data).toHaveProperty(field);
  expect(await auditOfOrder(t(), orderId)).toHaveLength(before);
  return errorOf(reply);
}

/** A refusal by the order's state or its money: a 409 whose code names the reason, nothing written. */
async function expectConflict(orderId: number, action: string, body: object, code: ErrorCode) {
  expect((await expectRefused(orderId, action, body, 409)).code).toBe(code);
}

describe('cancelling with a refund', () => {
  let paid = 0;
  beforeAll(async () => {
    paid = await placePaid(t(), await sessionFor(t(), 2));
  });

  it('refuses a cancellation without a reason or with more than all of it back, naming the field', async () => {
    await expectRefused(paid, 'cancel', { refund_percent: 100 }, 400, 'reason');
    await expectRefused(paid, 'cancel', { refund_percent: 150, reason: 'no vendor' }, 400, 'refund_percent');
    expect((await orderRow(t(), paid))?.status).toBe('placed');
  });

  it('cancels through the cancellation service: all of it back to the payment, audited before and after', async () => {
    const amount = (await orderRow(t(), paid))?.amount ?? 0;
    const order = detailOf(await act(paid, 'cancel', { reason: 'no vendor free that day' }));
    expect(order).toMatchObject({ status: 'refund_due' });
    expect(order.money).toMatchObject({ refunded: amount, refundable: 0 });
    expect(await refundsOf(t(), paid)).toMatchObject([{ amount, destination: 'source', status: 'pending' }]);
    expect((await eventsOf(t(), paid)).at(-2)).toMatchObject({
      toStatus: 'refund_due',
      actorId: OPS,
      cause: 'cancelled by an operator (100% back): refund due',
    });
    const [audit] = await auditOfOrder(t(), paid);
    expect(audit).toMatchObject({
      actorId: OPS,
      action: 'order.cancel',
      subjectType: 'order',
      subjectId: String(paid),
      before: { status: 'placed', refunded: 0 },
      after: { status: 'refund_due', refunded: amount },
      createdAt: TEST_NOW,
    });
    expect(order.timeline.at(-1)).toMatchObject({ source: 'console', actor: { id: OPS } });
  });

  it('refuses to cancel it again (409), writing nothing', async () => {
    await expectConflict(paid, 'cancel', { reason: 'again' }, 'ORDER_STATE');
  });

  it('gives back the share chosen, to the wallet', async () => {
    const other = await placePaid(t(), await sessionFor(t(), 3));
    const amount = (await orderRow(t(), other))?.amount ?? 0;
    const order = detailOf(
      await act(other, 'cancel', {
        refund_percent: 50,
        refund_to: 'wallet',
        reason: 'customer asked by phone',
      }),
    );
    expect(order.refunds).toMatchObject([
      { amount: Math.floor(amount / 2), to: 'wallet', status: 'pending' },
    ]);
  });
});

describe('refunding part of an order', () => {
  let paid = 0;
  let amount = 0;
  beforeAll(async () => {
    paid = await placePaid(t(), await sessionFor(t(), 4));
    amount = (await orderRow(t(), paid))?.amount ?? 0;
  });

  it('never refunds more than was paid, naming the amount, and writes nothing', async () => {
    await expectRefused(paid, 'refunds', { amount: amount + 1, reason: 'too much' }, 400, 'amount');
    await expectRefused(paid, 'refunds', { amount: 0, reason: 'nothing' }, 400, 'amount');
    const huge = { amount: OPERATOR_AMOUNT_MAX + 1, reason: 'a slip of the finger' };
    await expectRefused(paid, 'refunds', huge, 400, 'amount');
    await expectRefused(paid, 'refunds', { ...huge, amount: 2_147_483_647 }, 400, 'amount');
    await expectRefused(paid, 'refunds', { amount: 100 }, 400, 'reason');
    expect(await refundsOf(t(), paid)).toEqual([]);
  });

  it('refunds part, the order keeping its state; one refund on its way at a time', async () => {
    const order = detailOf(await act(paid, 'refunds', { amount: 500, reason: 'balloons missing' }));
    expect(order).toMatchObject({ status: 'placed', money: { refunded: 500, refundable: amount - 500 } });
    expect(order.actions.refund).toBe(false);
    await expectConflict(paid, 'refunds', { amount: 100, reason: 'more' }, 'REFUND_IN_PROGRESS');
    expect((await auditOfOrder(t(), paid)).at(-1)).toMatchObject({
      action: 'order.refund',
      before: { refunded: 0 },
      after: { refunded: 500 },
    });
  });

  it('takes another part once the first is paid, but never beyond what is left', async () => {
    await payDueRefunds(t().database.db, paymentProvider(t().database.db, SANDBOX_PAYMENTS), TEST_NOW);
    expect((await refundsOf(t(), paid))[0]?.status).toBe('processed');
    expect((await orderRow(t(), paid))?.status).toBe('placed');
    expect((await eventsOf(t(), paid)).at(-1)).toMatchObject({
      fromStatus: 'placed',
      toStatus: 'placed',
      cause: 'refund issued',
    });
    // The order keeps its state, so the lifecycle says nothing: the customer hears of the refund once.
    const told = detailOf(await consoleGet(t(), `/orders/${paid}`, ops)).messages.filter(
      (m) => m.kind === 'order_refunded' && m.to === 'customer',
    );
    expect(told.length).toBeGreaterThan(0);
    expect(new Set(told.map((m) => m.channel)).size).toBe(told.length);
    await expectRefused(paid, 'refunds', { amount: amount - 499, reason: 'the rest and one' }, 400, 'amount');
    const order = detailOf(
      await act(paid, 'refunds', { amount: amount - 500, refund_to: 'wallet', reason: 'the rest' }),
    );
    expect(order.money).toMatchObject({ refunded: amount, refundable: 0 });
  });

  it('refuses a refund of an order not yet paid: it has nothing to refund', async () => {
    const reply = await post(
      t(),
      '/v5/booking/book_order',
      { ...DRAFT, amount: PRICE },
      await sessionFor(t(), 6),
    );
    const unpaid = successEnvelope(placedOrder).parse(reply.json()).data.order_id;
    expect((await orderRow(t(), unpaid))?.status).toBe('pending_payment');
    await expectConflict(unpaid, 'refunds', { amount: 100, reason: 'by mistake' }, 'NOTHING_TO_REFUND');
    expect(await refundsOf(t(), unpaid)).toEqual([]);
  });
});

describe('vendors', () => {
  let cod = 0;
  let free: number[] = [];
  beforeAll(async () => {
    cod = await bookCod(t(), 5, 'console-actions-vendor');
    const { vendors } = dataOf(vendorOptions, await consoleGet(t(), `/orders/${cod}/vendors`, ops));
    free = vendors.filter((v) => v.active && v.works_that_day && v.asked === null).map((v) => v.id);
    expect(free.length).toBeGreaterThanOrEqual(3);
  });

  it('gives a waiting booking to the vendor chosen, through the same request as the dispatch', async () => {
    const [chosen] = free;
    const order = detailOf(await act(cod, 'vendor', { vendor_id: chosen }));
    expect(order).toMatchObject({ status: 'sent_to_vendor', vendor: { id: chosen, request_status: 'sent' } });
    expect((await eventsOf(t(), cod)).at(-1)).toMatchObject({ toStatus: 'sent_to_vendor', actorId: OPS });
    expect(order.messages.filter((m) => m.kind === 'vendor_request' && m.to === 'vendor')).toHaveLength(1);
    expect((await auditOfOrder(t(), cod)).at(-1)).toMatchObject({
      action: 'order.assign_vendor',
      before: { status: 'placed', vendor: null },
      after: { status: 'sent_to_vendor' },
    });
  });

  it('sends the request again with a new window, to the same vendor', async () => {
    const before = (await requestsOf(t(), cod)).at(-1);
    const order = detailOf(await act(cod, 'vendor/resend', {}));
    expect(order.vendor_requests).toHaveLength(1);
    expect(order.messages.filter((m) => m.kind === 'vendor_request')).toHaveLength(2);
    expect((await requestsOf(t(), cod)).at(-1)?.answerBy.getTime()).toBe(before?.answerBy.getTime());
  });

  it('reassigns it: the first vendor is told it is withdrawn, the next one asked', async () => {
    const [first, second] = free;
    const order = detailOf(await act(cod, 'vendor', { vendor_id: second, reason: 'first one is far' }));
    expect(order.vendor).toMatchObject({ id: second, request_status: 'sent' });
    expect(order.vendor_requests.map((r) => [r.vendor.id, r.status])).toEqual([
      [first, 'withdrawn'],
      [second, 'sent'],
    ]);
    const updates = await t()
      .database.db.select()
      .from(schema.messages)
      .where(and(eq(schema.messages.orderId, cod), eq(schema.messages.kind, 'vendor_update')));
    expect(updates.map((m) => [m.vendorId, m.data?.change])).toContainEqual([first, 'withdrawn']);
  });

  it('takes it back from a vendor who accepted, and gives it to another', async () => {
    const { token } = await currentRequest(t(), cod);
    expect((await get(t(), responseUrl(token, 1))).statusCode).toBe(200);
    expect((await orderRow(t(), cod))?.status).toBe('accepted');
    const order = detailOf(await act(cod, 'vendor', { vendor_id: free[2] }));
    expect(order).toMatchObject({ status: 'sent_to_vendor', vendor: { id: free[2] } });
    expect(order.vendor_requests.find((r) => r.vendor.id === free[1])?.status).toBe('withdrawn');
  });

  it('refuses a vendor asked before, one from another city, and a vendor that does not exist, naming vendor_id', async () => {
    await expectRefused(cod, 'vendor', { vendor_id: free[0] }, 400, 'vendor_id');
    const elsewhere = (
      await t().database.db.select().from(schema.vendorCities).where(eq(schema.vendorCities.cityId, 2))
    )[0];
    await expectRefused(cod, 'vendor', { vendor_id: elsewhere?.vendorId }, 400, 'vendor_id');
    await expectRefused(cod, 'vendor', { vendor_id: 99_999 }, 400, 'vendor_id');
    await expectRefused(cod, 'vendor', { vendor_id: 'five' }, 400, 'vendor_id');
  });

  it('asks a vendor who answered before again, only when the operator says so', async () => {
    const order = detailOf(
      await act(cod, 'vendor', { vendor_id: free[0], ask_again: true, reason: 'they are free now' }),
    );
    expect(order.vendor).toMatchObject({ id: free[0], request_status: 'sent' });
    expect(order.vendor_requests.filter((r) => r.vendor.id === free[0]).map((r) => r.status)).toEqual([
      'withdrawn',
      'sent',
    ]);
    expect((await auditOfOrder(t(), cod)).at(-1)?.summary).toMatch(/again/);
    await expectRefused(cod, 'vendor', { vendor_id: free[1], ask_again: 'yes' }, 400, 'ask_again');
  });

  it('marks it done once accepted, records its cash once, and refuses both where they do not apply', async () => {
    await expectConflict(cod, 'complete', {}, 'ORDER_STATE');
    const { token } = await currentRequest(t(), cod);
    await get(t(), responseUrl(token, 1));
    const cash = detailOf(await act(cod, 'cash-collected', { reason: 'paid the team' }, admin));
    expect(cash.actions.cash_collected).toBe(false);
    await expectConflict(cod, 'cash-collected', {}, 'CASH_ALREADY_RECORDED');
    const done = detailOf(await act(cod, 'complete', {}, admin));
    expect(done.status).toBe('completed');
    expect((await auditOfOrder(t(), cod)).slice(-2).map((a) => [a.action, a.actorId])).toEqual([
      ['order.cash_collected', ADMIN],
      ['order.complete', ADMIN],
    ]);
    await expectConflict(cod, 'vendor/resend', {}, 'NO_VENDOR_WAITING');
  });
});

describe("an operator's cancel, as the vendor hears it", () => {
  it('tells the vendor asked that the store cancelled it, not the customer', async () => {
    const cod = await bookCod(t(), 5, 'console-actions-called-off');
    const { vendors } = dataOf(vendorOptions, await consoleGet(t(), `/orders/${cod}/vendors`, ops));
    const vendor = vendors.find((v) => v.active && v.works_that_day && v.asked === null);
    detailOf(await act(cod, 'vendor', { vendor_id: vendor?.id }));
    detailOf(await act(cod, 'cancel', { reason: 'venue closed' }));
    const updates = await t()
      .database.db.select()
      .from(schema.messages)
      .where(and(eq(schema.messages.orderId, cod), eq(schema.messages.kind, 'vendor_update')));
    expect(updates.length).toBeGreaterThan(0);
    expect(updates.map((m) => m.data?.change)).toEqual(updates.map(() => 'called_off'));
  });
});

describe('notes and the audit', () => {
  it('keeps a note on the order, and finds console actions by order, action, actor and text', async () => {
    const orderId = (await t().database.db.select().from(schema.orders).limit(1))[0]?.id ?? 1;
    await expectRefused(orderId, 'notes', { text: '' }, 400, 'text');
    const order = detailOf(await act(orderId, 'notes', { text: 'Customer prefers a call after 6 PM' }));
    expect(order.timeline.at(-1)).toMatchObject({
      source: 'console',
      text: expect.stringContaining('after 6 PM'),
    });
    const byOrder = dataOf(auditList, await consoleGet(t(), `/audit?order_id=${orderId}`, ops));
    expect(byOrder.items[0]).toMatchObject({
      action: 'order.note',
      actor: { id: OPS, role: 'ops' },
      order_id: orderId,
    });
    const search = dataOf(auditList, await consoleGet(t(), '/audit?q=after%206%20PM', ops));
    expect(search.items.map((a) => a.order_id)).toEqual([orderId]);
    const byAdmin = dataOf(
      auditList,
      await consoleGet(t(), `/audit?actor_id=${ADMIN}&action=order.complete`, ops),
    );
    expect(byAdmin.items).toHaveLength(1);
    const today = dataOf(
      auditList,
      await consoleGet(t(), '/audit?from=2026-12-01&to=2026-12-01&per_page=100', ops),
    );
    expect(today.total).toBe((await t().database.db.select().from(schema.consoleAudit)).length);
    const bad = await consoleGet(t(), '/audit?action=order.delete', ops);
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).data).toHaveProperty('action');
  });
});
