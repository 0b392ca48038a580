import {
  couponList,
  errorEnvelope,
  placedOrder,
  successEnvelope,
  walletBalanceResult,
} from '@store/contract';
import { schema } from '@store/db';
import { formatInr, surgedPrice } from '@store/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { releaseExpiredHolds } from '../../src/modules/order-core/holds.service';
import { TEST_NOW } from '../support/fixtures';
import { sessionFor } from '../support/sessions';
import { type TestApp, useTestApp } from '../support/test-app';

// Seed coupons: WELCOME10 (10%, cap 500, min 999), FLAT300 (min 2499), DELHI15 (15% in Delhi, cap
// 750, min 1499), DIWALI25 (ended), AARAV200 (user 2's voucher). Wallets: user 2 has 500, user 3 300.
const DRAFT = { experience_id: 14, date: '2026-12-04', slot_id: 142, pincode: '110070', quantity: 1 };
const PRICE = surgedPrice(1999, 10) + 99; // 2297
const post = (t: TestApp, url: string, payload: object, token: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'x-csrf-token': token } });
// Another slot of the same experience.
const OTHER_SLOT = { ...DRAFT, date: '2026-12-05', slot_id: 143 };
const bookedOf = async (t: TestApp) => {
  const c = schema.slotCapacities;
  const [row] = await t.database.db
    .select()
    .from(c)
    .where(and(eq(c.experienceId, 14), eq(c.date, '2026-12-04'), eq(c.slotId, 142)));
  return row?.booked;
};
const balanceOf = async (t: TestApp, token: string) =>
  (await post(t, '/v2/user/balance', {}, token)).json().data.wallet_money;

describe('coupons and the wallet', () => {
  const t = useTestApp();

  it('a draft without a date or pincode is a 400, and the API keeps answering', async () => {
    const token = await sessionFor(t(), 2);
    // Both are missing: the pincode check used to throw while the slot check was running, and the
    // slot check's rejection went unhandled and ended the process.
    const res = await post(t(), '/v2/booking/coupons', { experience_id: 14 }, token);
    expect(res.statusCode).toBe(400);
    expect(['date', 'pincode']).toContain(Object.keys(errorEnvelope.parse(res.json()).data)[0]);
    expect((await post(t(), '/v2/booking/coupons', DRAFT, token)).statusCode).toBe(200);
  });

  it('lists the coupons for a draft, usable ones first with their discount, refusals explained, ended ones hidden', async () => {
    const token = await sessionFor(t(), 2);
    const res = await post(t(), '/v2/booking/coupons', DRAFT, token);
    const data = successEnvelope(couponList).parse(res.json()).data;
    expect(data.amount).toBe(PRICE);
    expect(data.coupons.map((c) => [c.code, c.discount, c.applicable, c.message])).toEqual([
      ['DELHI15', Math.floor(PRICE * 0.15), true, ''],
      ['WELCOME10', Math.floor(PRICE * 0.1), true, ''],
      ['AARAV200', 200, true, ''],
      ['FLAT300', 0, false, 'FLAT300 needs an order of at least ₹2,499.'],
    ]);
    expect(data.coupons.find((c) => c.code === 'AARAV200')?.is_voucher).toBe(true);
    const other = successEnvelope(couponList).parse(
      (await post(t(), '/v2/booking/coupons', DRAFT, await sessionFor(t(), 3))).json(),
    ).data;
    expect(other.coupons.map((c) => c.code)).not.toContain('AARAV200');
  });

  it('takes the coupon and the wallet off the price, records both, and refuses the coupon a second time', async () => {
    const token = await sessionFor(t(), 2);
    expect(await balanceOf(t(), token)).toBe(500);
    const discount = Math.floor(PRICE * 0.15);
    const payable = PRICE - discount - 500;
    const wrong = await post(
      t(),
      '/v5/booking/book_order',
      { ...DRAFT, amount: PRICE, coupon_code: 'delhi15', use_wallet: true },
      token,
    );
    expect(errorEnvelope.parse(wrong.json()).error_message).toBe(
      `The price is now ${formatInr(payable)}, not ${formatInr(PRICE)}. Please review your booking.`,
    );
    const res = await post(
      t(),
      '/v5/booking/book_order',
      { ...DRAFT, amount: payable, coupon_code: 'delhi15', use_wallet: true },
      token,
    );
    const order = successEnvelope(placedOrder).parse(res.json()).data;
    expect(order).toMatchObject({
      amount: PRICE,
      amount_discounted: discount,
      cash_used: 500,
      payable,
      coupon_code: 'DELHI15',
    });
    expect(order.payment?.amount_paise).toBe(payable * 100);
    expect(await balanceOf(t(), token)).toBe(0);

    // While the order is unpaid, its coupon and wallet money are held, not "used": for another slot
    // checkout says by which order and until when (10:00 + 15 minutes)...
    const held = `is held by your unpaid order #${order.order_id} until Tue, 1 Dec 2026, 10:15 AM. Pay for that order, or book this one to release it.`;
    const elsewhere = successEnvelope(couponList).parse(
      (await post(t(), '/v2/booking/coupons', OTHER_SLOT, token)).json(),
    ).data;
    expect(elsewhere.coupons.find((c) => c.code === 'DELHI15')).toMatchObject({
      applicable: false,
      message: `DELHI15 ${held}`,
    });
    const wallet = successEnvelope(walletBalanceResult).parse(
      (await post(t(), '/v2/user/balance', {}, token)).json(),
    ).data;
    expect(wallet.held).toEqual([
      expect.objectContaining({
        order_id: order.order_id,
        amount: 500,
        message: `₹500 of your wallet money ${held}`,
      }),
    ]);
    // ...and for the same slot, booking again releases them: the coupon is offered again.
    const same = successEnvelope(couponList).parse(
      (await post(t(), '/v2/booking/coupons', DRAFT, token)).json(),
    ).data;
    expect(same.coupons.find((c) => c.code === 'DELHI15')).toMatchObject({ applicable: true, message: '' });

    // The customer books the same slot again (cash): the unpaid order is abandoned, its place,
    // coupon use and wallet money go back (with audit and ledger rows) and serve the new order.
    const booked = await bookedOf(t());
    t().statements.length = 0;
    const retry = successEnvelope(placedOrder).parse(
      (
        await post(
          t(),
          '/v5/booking/book_cod_order',
          { ...DRAFT, amount: payable, coupon_code: 'DELHI15', use_wallet: true },
          token,
        )
      ).json(),
    ).data;
    expect(retry).toMatchObject({ status: 'placed', amount_discounted: discount, cash_used: 500, payable });
    // The order given way is locked and read once, by the statement that finds it.
    const lockingOrders = t().statements.filter((q) => /^select .* from "orders" .*for update$/s.test(q));
    expect(lockingOrders, lockingOrders.join('\n')).toHaveLength(1);
    // ...and moved to its new state with its audit row and its place given back by one statement,
    // as every move is; the new order takes the place again in its own.
    expect(t().statements.filter((q) => /^with "moved" as \(update "orders"/.test(q))).toHaveLength(1);
    expect(
      t().statements.filter((q) =>
        /^(update "orders"|update "slot_capacities"|insert into "order_events")/.test(q),
      ),
    ).toEqual([]);
    expect(await bookedOf(t())).toBe(booked);
    const [old] = await t()
      .database.db.select()
      .from(schema.orders)
      .where(eq(schema.orders.id, order.order_id));
    expect(old?.status).toBe('expired');
    const events = await t()
      .database.db.select()
      .from(schema.orderEvents)
      .where(eq(schema.orderEvents.orderId, order.order_id));
    expect(events.at(-1)).toMatchObject({
      fromStatus: 'pending_payment',
      toStatus: 'expired',
      cause: 'abandoned: the customer booked the same slot again',
      actorId: 2,
    });
    const ledger = await t()
      .database.db.select()
      .from(schema.walletTransactions)
      .where(eq(schema.walletTransactions.orderId, order.order_id));
    expect(ledger.map((l) => l.amount)).toEqual([-500, 500]);

    // Now a placed order has used it: that is "already used".
    const again = await post(t(), '/v2/booking/coupons', OTHER_SLOT, token);
    expect(again.json().data.coupons.find((c: { code: string }) => c.code === 'DELHI15').message).toBe(
      'You have already used DELHI15.',
    );
    const reuse = await post(
      t(),
      '/v5/booking/book_cod_order',
      {
        ...OTHER_SLOT,
        amount: elsewhere.amount - Math.floor(elsewhere.amount * 0.15),
        coupon_code: 'DELHI15',
      },
      token,
    );
    expect(reuse.statusCode).toBe(400);
    expect(Object.keys(errorEnvelope.parse(reuse.json()).data)).toContain('coupon_code');
  });

  it.each([
    ['an ended coupon', 'DIWALI25', 'DIWALI25 has expired.'],
    ["someone else's voucher", 'AARAV200', 'AARAV200 is not valid.'],
    ['an unknown code', 'NOPE99', 'NOPE99 is not valid.'],
  ])('refuses %s with its reason and writes nothing', async (_, code, message) => {
    const token = await sessionFor(t(), 3);
    const before = (await t().database.db.select().from(schema.orders).where(eq(schema.orders.customerId, 3)))
      .length;
    const res = await post(
      t(),
      '/v5/booking/book_cod_order',
      { ...DRAFT, amount: PRICE, coupon_code: code },
      token,
    );
    expect(res.statusCode).toBe(400);
    expect(errorEnvelope.parse(res.json()).error_message).toBe(message);
    expect(
      (await t().database.db.select().from(schema.orders).where(eq(schema.orders.customerId, 3))).length,
    ).toBe(before);
  });

  it('places an online order the wallet pays in full without a payment step', async () => {
    const token = await sessionFor(t(), 4);
    await t()
      .database.db.insert(schema.walletTransactions)
      .values({ userId: 4, amount: 5000, kind: 'redemption', createdAt: TEST_NOW });
    const order = successEnvelope(placedOrder).parse(
      (await post(t(), '/v5/booking/book_order', { ...DRAFT, amount: 0, use_wallet: true }, token)).json(),
    ).data;
    expect(order).toMatchObject({
      status: 'placed',
      cash_used: PRICE,
      payable: 0,
      payment: null,
      hold_expires_at: null,
    });
    expect(await balanceOf(t(), token)).toBe(5000 - PRICE);
  });

  it('gives the wallet money and the coupon back when an order is not paid in time', async () => {
    const token = await sessionFor(t(), 3);
    const discount = Math.floor(PRICE * 0.1);
    const payable = PRICE - discount - 300;
    const order = successEnvelope(placedOrder).parse(
      (
        await post(
          t(),
          '/v5/booking/book_order',
          { ...DRAFT, amount: payable, coupon_code: 'WELCOME10', use_wallet: true },
          token,
        )
      ).json(),
    ).data;
    expect(await balanceOf(t(), token)).toBe(0);
    await releaseExpiredHolds(t().database.db, new Date(TEST_NOW.getTime() + 15 * 60_000));
    expect(await balanceOf(t(), token)).toBe(300);
    const offers = (await post(t(), '/v2/booking/coupons', DRAFT, token)).json().data.coupons;
    expect(offers.find((c: { code: string }) => c.code === 'WELCOME10').applicable).toBe(true);
    const [row] = await t()
      .database.db.select()
      .from(schema.orders)
      .where(eq(schema.orders.id, order.order_id));
    expect(row?.status).toBe('expired');
  });

  it('lets only one of two simultaneous checkouts spend the same wallet money', async () => {
    const token = await sessionFor(t(), 5);
    await t()
      .database.db.insert(schema.walletTransactions)
      .values({ userId: 5, amount: PRICE, kind: 'refund', createdAt: TEST_NOW });
    const answers = await Promise.all(
      [1, 2].map((i) =>
        post(
          t(),
          '/v5/booking/book_order',
          { ...DRAFT, date: `2026-12-1${i}`, amount: 0, use_wallet: true },
          token,
        ),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([400, 409]).toContain(codes[1]);
    // Refused before its transaction (the price asked is stale), or inside it (the wallet changed).
    const refused = answers.find((a) => a.statusCode !== 200);
    expect(refused && errorEnvelope.parse(refused.json()).code).toBe(
      refused?.statusCode === 409 ? 'PRICE_CHANGED' : 'VALIDATION_FAILED',
    );
    expect(await balanceOf(t(), token)).toBe(0);
  });

  it('needs a signed-in customer and a slot', async () => {
    expect(
      (await t().app.inject({ method: 'POST', url: '/v2/booking/coupons', payload: DRAFT })).statusCode,
    ).toBe(401);
    const token = await sessionFor(t(), 2);
    const res = await post(t(), '/v2/booking/coupons', { ...DRAFT, slot_id: undefined }, token);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(errorEnvelope.parse(res.json()).data)).toContain('slot_id');
  });
});
