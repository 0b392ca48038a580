import { placedOrder, successEnvelope } from '@store/contract';
import { schema } from '@store/db';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { releaseExpiredHolds } from '../../src/modules/order-core/holds.service';
import { SANDBOX_PAYMENTS } from '../../src/modules/payment-provider/payment-config';
import type { PaymentProvider } from '../../src/modules/payment-provider/provider';
import { paymentProvider } from '../../src/modules/payments/providers';
import { reconcilePayments } from '../../src/modules/payments/settlement/reconcile.service';
import { TEST_NOW } from '../support/fixtures';
import { sessionFor } from '../support/sessions';
import { type TestApp, useTestApp } from '../support/test-app';
import { capturedWebhook } from './webhooks';

const MINUTE = 60_000;
const DRAFT = { experience_id: 14, pincode: '110070', quantity: 1 };

/** Room on experience 14's slot so each test's orders fit. */
async function roomOn(t: TestApp, date: string, slotId: number, capacity = 20) {
  const c = schema.slotCapacities;
  await t.database.db
    .update(c)
    .set({ capacity, booked: 0 })
    .where(and(eq(c.experienceId, 14), eq(c.cityId, 1), eq(c.date, date), eq(c.slotId, slotId)));
}

/** What a customer is asked to pay for a draft, with the coupon and wallet they chose (as checkout does). */
async function payableFor(t: TestApp, token: string, draft: object) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v5/booking/book_order',
    payload: { ...draft, amount: 1 },
    headers: { 'x-csrf-token': token, 'idempotency-key': `probe-${Math.random()}` },
  });
  const found = /The price is now ₹([\d,]+)/.exec(res.json().error_message ?? '');
  if (!found) throw new Error(`no price in ${res.body}`);
  return Number(found[1]?.replaceAll(',', ''));
}

async function place(t: TestApp, customerId: number, draft: object) {
  const token = await sessionFor(t, customerId);
  const amount = await payableFor(t, token, draft);
  const res = await t.app.inject({
    method: 'POST',
    url: '/v5/booking/book_order',
    payload: { ...draft, amount },
    headers: { 'x-csrf-token': token },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  const order = successEnvelope(placedOrder).parse(res.json()).data;
  return { token, order, providerOrderId: order.payment?.provider_order_id ?? '', paise: amount * 100 };
}

const webhook = (
  t: TestApp,
  providerOrderId: string,
  paymentId: string,
  amountPaise: number,
  eventId?: string,
) => capturedWebhook(t, { providerOrderId, paymentId, amountPaise, ...(eventId && { eventId }) });

const statusOf = async (t: TestApp, id: number) =>
  (await t.database.db.select().from(schema.orders).where(eq(schema.orders.id, id)))[0]?.status;
const lastCause = async (t: TestApp, id: number) =>
  (
    await t.database.db
      .select()
      .from(schema.orderEvents)
      .where(eq(schema.orderEvents.orderId, id))
      .orderBy(schema.orderEvents.id)
  ).at(-1)?.cause;
const balanceOf = async (t: TestApp, userId: number) =>
  (
    await t.database.db
      .select({ sum: sql<number>`coalesce(sum(${schema.walletTransactions.amount}), 0)::int` })
      .from(schema.walletTransactions)
      .where(eq(schema.walletTransactions.userId, userId))
  )[0]?.sum;

describe('a payment that arrives after the hold ran out', () => {
  let now = TEST_NOW;
  const t = useTestApp({ clock: () => now });
  const expireHolds = async () => {
    now = new Date(now.getTime() + 16 * MINUTE);
    await releaseExpiredHolds(t().database.db, now);
  };

  it('takes the wallet money again when the wallet still holds it, and places the order', async () => {
    now = TEST_NOW;
    const draft = { ...DRAFT, date: '2026-12-04', slot_id: 142, use_wallet: true };
    await roomOn(t(), draft.date, draft.slot_id);
    expect(await balanceOf(t(), 3)).toBe(300);
    const late = await place(t(), 3, draft);
    expect(await balanceOf(t(), 3)).toBe(0);
    await expireHolds();
    expect(await balanceOf(t(), 3)).toBe(300);
    expect((await webhook(t(), late.providerOrderId, 'pay_wallet_ok', late.paise)).statusCode).toBe(200);
    expect(await statusOf(t(), late.order.order_id)).toBe('placed');
    // The order used 300 of wallet money: it is taken again, not spent a second time for free.
    expect(await balanceOf(t(), 3)).toBe(0);
  });

  it('owes the payment back when the wallet money was spent meanwhile, never spending it twice', async () => {
    now = TEST_NOW;
    const draft = { ...DRAFT, date: '2026-12-05', slot_id: 142, use_wallet: true };
    await roomOn(t(), draft.date, draft.slot_id);
    const late = await place(t(), 2, draft);
    await expireHolds();
    expect(await balanceOf(t(), 2)).toBe(500);
    // The customer spends the returned money on another order, which is placed.
    const other = await place(t(), 2, { ...draft, date: '2026-12-06' });
    await webhook(t(), other.providerOrderId, 'pay_other', other.paise);
    expect(await statusOf(t(), other.order.order_id)).toBe('placed');
    expect(await balanceOf(t(), 2)).toBe(0);

    await webhook(t(), late.providerOrderId, 'pay_late_wallet', late.paise);
    expect(await statusOf(t(), late.order.order_id)).toBe('refund_due');
    expect(await lastCause(t(), late.order.order_id)).toMatch(
      /wallet no longer holds .*refund due \(webhook\)/,
    );
    expect(await balanceOf(t(), 2)).toBe(0);
  });

  it("owes the payment back when the coupon's use was taken by another order meanwhile", async () => {
    now = TEST_NOW;
    const draft = { ...DRAFT, date: '2026-12-07', slot_id: 142, coupon_code: 'WELCOME10' };
    await roomOn(t(), draft.date, draft.slot_id);
    const late = await place(t(), 4, draft);
    await expireHolds();
    const other = await place(t(), 4, { ...draft, slot_id: 143 });
    await webhook(t(), other.providerOrderId, 'pay_coupon_other', other.paise);
    expect(await statusOf(t(), other.order.order_id)).toBe('placed');

    await webhook(t(), late.providerOrderId, 'pay_coupon_late', late.paise);
    expect(await statusOf(t(), late.order.order_id)).toBe('refund_due');
    expect(await lastCause(t(), late.order.order_id)).toMatch(/coupon has been used up/);
    const uses = await t()
      .database.db.select()
      .from(schema.couponRedemptions)
      .innerJoin(schema.orders, eq(schema.orders.id, schema.couponRedemptions.orderId))
      .where(and(eq(schema.couponRedemptions.userId, 4), eq(schema.orders.status, 'placed')));
    expect(uses).toHaveLength(1);
  });

  it('owes the payment back once the slot has started or its booking cut-off has passed', async () => {
    now = TEST_NOW;
    const draft = { ...DRAFT, date: '2026-12-08', slot_id: 142 };
    await roomOn(t(), draft.date, draft.slot_id);
    const late = await place(t(), 5, draft);
    await expireHolds();
    now = new Date('2026-12-08T18:00:00.000Z');
    await webhook(t(), late.providerOrderId, 'pay_after_start', late.paise);
    expect(await statusOf(t(), late.order.order_id)).toBe('refund_due');
    expect(await lastCause(t(), late.order.order_id)).toMatch(/slot has started/);
    // Its places were not taken back for a slot nobody can attend.
    const [capacity] = await t()
      .database.db.select()
      .from(schema.slotCapacities)
      .where(
        and(
          eq(schema.slotCapacities.experienceId, 14),
          eq(schema.slotCapacities.date, draft.date),
          eq(schema.slotCapacities.slotId, 142),
        ),
      );
    expect(capacity?.booked).toBe(0);
  });
});

describe('every capture is recorded', () => {
  const t = useTestApp();
  const capturesOf = (orderId: number) =>
    t()
      .database.db.select({ capture: schema.paymentCaptures })
      .from(schema.paymentCaptures)
      .innerJoin(schema.payments, eq(schema.payments.id, schema.paymentCaptures.paymentId))
      .where(eq(schema.payments.orderId, orderId))
      .orderBy(schema.paymentCaptures.id);

  it('keeps a second capture of a paid order as refund due, with an audit row, once', async () => {
    const draft = { ...DRAFT, date: '2026-12-04', slot_id: 143 };
    await roomOn(t(), draft.date, draft.slot_id);
    const { order, providerOrderId, paise } = await place(t(), 2, draft);
    expect((await webhook(t(), providerOrderId, 'pay_first', paise)).statusCode).toBe(200);
    expect((await webhook(t(), providerOrderId, 'pay_second', paise)).statusCode).toBe(200);
    // Redelivered under another event id: still one record and one audit row.
    expect((await webhook(t(), providerOrderId, 'pay_second', paise, 'evt_again')).statusCode).toBe(200);
    expect(await statusOf(t(), order.order_id)).toBe('placed');
    const rows = (await capturesOf(order.order_id)).map((r) => r.capture);
    expect(rows.map((c) => [c.providerPaymentId, c.outcome, c.refundDue])).toEqual([
      ['pay_first', 'settles', false],
      ['pay_second', 'second_capture', true],
    ]);
    const causes = (
      await t()
        .database.db.select()
        .from(schema.orderEvents)
        .where(eq(schema.orderEvents.orderId, order.order_id))
    ).map((e) => e.cause);
    expect(causes.filter((c) => c.includes('second capture pay_second'))).toHaveLength(1);
  });

  it('keeps a capture of the wrong amount as refund due and leaves the order waiting for its payment', async () => {
    const draft = { ...DRAFT, date: '2026-12-05', slot_id: 143 };
    await roomOn(t(), draft.date, draft.slot_id);
    const { order, providerOrderId } = await place(t(), 3, draft);
    // A webhook answered with an error is retried by the provider for days: it is acknowledged.
    expect((await webhook(t(), providerOrderId, 'pay_short', 100)).statusCode).toBe(200);
    expect(await statusOf(t(), order.order_id)).toBe('pending_payment');
    const [row] = await capturesOf(order.order_id);
    expect(row?.capture).toMatchObject({ outcome: 'mismatch', refundDue: true, amountPaise: 100 });
    expect(await lastCause(t(), order.order_id)).toMatch(
      /capture pay_short of 1 INR where \d+ INR was asked/,
    );
  });
});

describe('the reconciliation pass', () => {
  const t = useTestApp();
  const sandbox = () => paymentProvider(t().database.db, SANDBOX_PAYMENTS);
  const later = new Date(TEST_NOW.getTime() + 3 * MINUTE);

  /** Unpaid orders the sandbox captured but whose browser and webhook never came back. */
  async function lostPayments(count: number, date: string, firstCustomer = 2) {
    await roomOn(t(), date, 144, 50);
    const lost: { orderId: number; providerOrderId: string }[] = [];
    for (let i = 0; i < count; i += 1) {
      const { order, providerOrderId, paise } = await place(t(), firstCustomer + (i % 5), {
        ...DRAFT,
        date,
        slot_id: 144,
      });
      await t()
        .database.db.insert(schema.sandboxCaptures)
        .values({
          paymentId: `pay_lost_${order.order_id}`,
          providerOrderId,
          amountPaise: paise,
          currency: 'INR',
          capturedAt: TEST_NOW,
        });
      lost.push({ orderId: order.order_id, providerOrderId });
    }
    return lost;
  }

  it('takes the newest first, a batch at a time, until every lost payment is settled', async () => {
    const lost = await lostPayments(5, '2026-12-04');
    const first = await reconcilePayments(t().database.db, sandbox(), later, { batch: 2 });
    expect(first).toMatchObject({ asked: 2, settled: 2, failed: 0, skipped: false });
    const newest = lost.slice(-2).map((l) => l.orderId);
    for (const id of newest) expect(await statusOf(t(), id)).toBe('placed');
    expect(await statusOf(t(), lost[0]?.orderId ?? 0)).toBe('pending_payment');
    await reconcilePayments(t().database.db, sandbox(), later, { batch: 2 });
    await reconcilePayments(t().database.db, sandbox(), later, { batch: 2 });
    for (const { orderId } of lost) expect(await statusOf(t(), orderId)).toBe('placed');
  });

  it('goes on past an order the provider fails on, and never asks about orders that can no longer be paid', async () => {
    const lost = await lostPayments(3, '2026-12-05');
    // Older than the capture window: such an order can never settle, and must not crowd the pass.
    const stale = await lostPayments(1, '2026-12-06');
    await t()
      .database.db.update(schema.payments)
      .set({ createdAt: new Date(TEST_NOW.getTime() - 4 * 24 * 60 * MINUTE) })
      .where(eq(schema.payments.providerOrderId, stale[0]?.providerOrderId ?? ''));
    const asked: string[] = [];
    const failing = lost[1]?.providerOrderId;
    const provider: PaymentProvider = {
      ...sandbox(),
      async capturedPayment(id) {
        asked.push(id);
        if (id === failing) throw new Error('provider timed out');
        return sandbox().capturedPayment(id);
      },
    };
    const errors: object[] = [];
    const report = await reconcilePayments(t().database.db, provider, later, {
      log: { error: (details) => void errors.push(details) },
    });
    expect(report).toMatchObject({ asked: 3, settled: 2, failed: 1 });
    expect(errors).toEqual([expect.objectContaining({ providerOrderId: failing })]);
    expect(asked).not.toContain(stale[0]?.providerOrderId);
    expect(await statusOf(t(), lost[0]?.orderId ?? 0)).toBe('placed');
    expect(await statusOf(t(), lost[2]?.orderId ?? 0)).toBe('placed');
  });

  it('never runs two passes at once: a pass that finds one running skips', async () => {
    await lostPayments(1, '2026-12-07');
    let reached: () => void = () => {};
    const inside = new Promise<void>((resolve) => {
      reached = resolve;
    });
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow: PaymentProvider = {
      ...sandbox(),
      async capturedPayment(id) {
        reached();
        await gate;
        return sandbox().capturedPayment(id);
      },
    };
    const first = reconcilePayments(t().database.db, slow, later);
    await inside;
    const second = await reconcilePayments(t().database.db, sandbox(), later);
    expect(second.skipped).toBe(true);
    release();
    expect((await first).skipped).toBe(false);
    // Once it is over, the next pass runs.
    expect((await reconcilePayments(t().database.db, sandbox(), later)).skipped).toBe(false);
  });
});
