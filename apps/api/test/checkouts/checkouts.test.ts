import { checkoutLink, errorEnvelope, placedOrder, sharedCheckout, successEnvelope } from '@store/contract';
import { schema } from '@store/db';
import { maskedCustomer, surgedPrice } from '@store/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_NOW } from '../support/fixtures';
import { sessionFor } from '../support/sessions';
import { type TestApp, useTestApp } from '../support/test-app';

// Seed user 1 (Neha) is an agent; user 3 a customer. Experience 14 on Friday 4 Dec surges 10%.
const DRAFT = { experience_id: 14, date: '2026-12-04', slot_id: 142, pincode: '110070', quantity: 1 };
const PRICE = surgedPrice(1999, 10) + 99;
const post = (t: TestApp, url: string, payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: token ? { 'x-csrf-token': token } : {} });

describe('agent checkout links', () => {
  let now = TEST_NOW;
  const t = useTestApp({ clock: () => now });

  async function share(customerId: number, validHours = 24, extra: object = {}) {
    const agent = await sessionFor(t(), 1);
    const res = await post(
      t(),
      '/v2/share-checkout',
      { ...DRAFT, customer_id: customerId, valid_hours: validHours, ...extra },
      agent,
    );
    return successEnvelope(sharedCheckout).parse(res.json()).data;
  }
  const pay = (path: string, body: object, token: string, key?: string) =>
    t().app.inject({
      method: 'POST',
      url: `/v5/booking/${path}`,
      payload: body,
      headers: { 'x-csrf-token': token, ...(key ? { 'idempotency-key': key } : {}) },
    });

  it('holds the price for the customer, records the agent, and places once', async () => {
    const link = await share(3);
    expect(link.amount).toBe(PRICE);
    expect(link.checkout_link).toBe(`http://localhost:3000/checkout?checkout_id=${link.checkout_id}`);
    const opened = await t().app.inject({
      method: 'GET',
      url: `/v2/get-checkout-link?checkout_id=${link.checkout_id}`,
    });
    expect(successEnvelope(checkoutLink).parse(opened.json()).data).toMatchObject({
      agent_name: 'Neha',
      customer_id: 3,
      city_name: 'Delhi NCR',
      checkout_data: { amount: PRICE, date: '2026-12-04' },
    });

    // The date's surge goes up after the link was shared: the link keeps its price.
    await t()
      .database.db.update(schema.dateSurges)
      .set({ taskPercent: 40 })
      .where(and(eq(schema.dateSurges.experienceId, 14), eq(schema.dateSurges.date, '2026-12-04')));
    const live = (await post(t(), '/v5/booking/quote', DRAFT)).json().data.amount;
    expect(live).toBeGreaterThan(PRICE);

    const customer = await sessionFor(t(), 3);
    const first = successEnvelope(placedOrder).parse(
      (
        await post(
          t(),
          '/v5/booking/book_cod_order',
          { ...DRAFT, amount: PRICE, checkout_id: link.checkout_id },
          customer,
        )
      ).json(),
    ).data;
    expect(first.amount).toBe(PRICE);
    const [row] = await t()
      .database.db.select()
      .from(schema.orders)
      .where(eq(schema.orders.id, first.order_id));
    expect(row?.agentId).toBe(1);
    const again = successEnvelope(placedOrder).parse(
      (
        await post(
          t(),
          '/v5/booking/book_cod_order',
          { ...DRAFT, amount: PRICE, checkout_id: link.checkout_id },
          customer,
        )
      ).json(),
    ).data;
    expect(again.order_id).toBe(first.order_id);
  });

  it('is not another customer’s to use: they are told whose it is, masked', async () => {
    const link = await share(3);
    const stranger = await sessionFor(t(), 4);
    const res = await post(
      t(),
      '/v5/booking/book_cod_order',
      { ...DRAFT, amount: PRICE, checkout_id: link.checkout_id },
      stranger,
    );
    expect(res.statusCode).toBe(403);
    const [owner] = await t().database.db.select().from(schema.users).where(eq(schema.users.id, 3));
    const masked = maskedCustomer(owner?.firstName ?? '', owner?.mobile ?? null);
    expect(masked).toMatch(/^\S+ \(\d{2}\*{6}\d{2}\)$/);
    const error = errorEnvelope.parse(res.json());
    expect(error.error_message).toBe(
      `This checkout link was made for ${masked}. Please sign in as them, or ask your agent for a link of your own.`,
    );
    expect(error.error_message).not.toContain(owner?.mobile ?? 'no mobile');
    const opened = await t().app.inject({
      method: 'GET',
      url: `/v2/get-checkout-link?checkout_id=${link.checkout_id}`,
    });
    expect(successEnvelope(checkoutLink).parse(opened.json()).data.customer).toBe(masked);
  });

  it('is consumed once: paid, it cannot be paid again under a new Idempotency-Key; the same key returns the order', async () => {
    const link = await share(3);
    const customer = await sessionFor(t(), 3);
    const body = { ...DRAFT, amount: link.amount, checkout_id: link.checkout_id };
    const ordersBefore = (await t().database.db.select().from(schema.orders)).length;
    const first = await pay('book_cod_order', body, customer, 'first-attempt');
    const order = successEnvelope(placedOrder).parse(first.json()).data;
    const second = await pay('book_cod_order', body, customer, 'second-attempt');
    expect(second.statusCode).toBe(409);
    const used = `This checkout link was already used for booking #${order.order_id}. Please see My bookings, or ask your agent for a new link.`;
    expect(errorEnvelope.parse(second.json())).toMatchObject({ code: 'LINK_USED', error_message: used });
    const online = await pay('book_order', body, customer, 'third-attempt');
    expect(online.statusCode).toBe(409);
    expect(errorEnvelope.parse(online.json()).code).toBe('LINK_USED');
    const replay = await pay('book_cod_order', body, customer, 'first-attempt');
    expect(successEnvelope(placedOrder).parse(replay.json()).data.order_id).toBe(order.order_id);
    const opened = await t().app.inject({
      method: 'GET',
      url: `/v2/get-checkout-link?checkout_id=${link.checkout_id}`,
    });
    expect(opened.statusCode).toBe(409);
    expect(errorEnvelope.parse(opened.json()).code).toBe('LINK_USED');
    expect((await t().database.db.select().from(schema.orders)).length).toBe(ordersBefore + 1);
  });

  it('gives exactly one order to simultaneous payments of one link', async () => {
    const link = await share(3);
    const customer = await sessionFor(t(), 3);
    const body = { ...DRAFT, amount: link.amount, checkout_id: link.checkout_id };
    const replies = await Promise.all(
      ['a', 'b', 'c', 'd'].map((k) => pay('book_cod_order', body, customer, `race-${k}`)),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const refused = replies.filter((r) => r.statusCode === 409);
    expect(refused.map((r) => errorEnvelope.parse(r.json()).code)).toEqual([
      'LINK_USED',
      'LINK_USED',
      'LINK_USED',
    ]);
  });

  it('carries the coupon the agent chose and the answers they took down, checked again when paid', async () => {
    const questions = (
      await t().app.inject({
        method: 'GET',
        url: `/v2/booking/${DRAFT.experience_id}/getQuestionsByCheckout`,
      })
    ).json().data.questions as { question_id: number; question: string }[];
    const name = questions.find((q) => q.question === 'Name to write on the decoration');
    if (!name) throw new Error('seed question');
    const answers = [{ id: name.question_id, value: 'Happy birthday Asha' }];
    const link = await share(3, 24, { coupon_code: 'welcome10', booking_questions: answers });
    const opened = successEnvelope(checkoutLink).parse(
      (
        await t().app.inject({ method: 'GET', url: `/v2/get-checkout-link?checkout_id=${link.checkout_id}` })
      ).json(),
    ).data;
    const discount = Math.floor(link.amount * 0.1);
    expect(opened).toMatchObject({
      coupon_code: 'WELCOME10',
      coupon_discount: discount,
      booking_questions: answers,
    });
    const customer = await sessionFor(t(), 3);
    const placed = successEnvelope(placedOrder).parse(
      (
        await pay(
          'book_cod_order',
          { ...DRAFT, amount: link.amount - discount, checkout_id: link.checkout_id },
          customer,
        )
      ).json(),
    ).data;
    expect(placed).toMatchObject({ coupon_code: 'WELCOME10', amount_discounted: discount });
    const stored = await t()
      .database.db.select()
      .from(schema.orderAnswers)
      .where(eq(schema.orderAnswers.orderId, placed.order_id));
    expect(stored.map((a) => a.value)).toEqual(['Happy birthday Asha']);

    // A coupon the customer cannot use is refused when the link is made, naming the field.
    const agent = await sessionFor(t(), 1);
    const refused = await post(
      t(),
      '/v2/share-checkout',
      { ...DRAFT, customer_id: 3, coupon_code: 'AARAV200' },
      agent,
    );
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(errorEnvelope.parse(refused.json()).data)).toEqual(['coupon_code']);
  });

  it('expires: opening or paying an old link is a 400 saying so', async () => {
    const link = await share(5, 1);
    now = new Date(TEST_NOW.getTime() + 61 * 60_000);
    const opened = await t().app.inject({
      method: 'GET',
      url: `/v2/get-checkout-link?checkout_id=${link.checkout_id}`,
    });
    expect(opened.statusCode).toBe(400);
    expect(errorEnvelope.parse(opened.json()).error_message).toBe(
      'This checkout link has expired. Please ask your agent for a new one.',
    );
    const pay = await post(
      t(),
      '/v5/booking/book_cod_order',
      { ...DRAFT, amount: PRICE, checkout_id: link.checkout_id },
      await sessionFor(t(), 5),
    );
    expect(pay.statusCode).toBe(400);
    now = TEST_NOW;
  });

  it('is for agents to share: a customer gets a 403, a bad draft a 400, an unknown link a 404', async () => {
    const customer = await sessionFor(t(), 3);
    expect((await post(t(), '/v2/share-checkout', DRAFT, customer)).statusCode).toBe(403);
    const agent = await sessionFor(t(), 1);
    expect(
      (await post(t(), '/v2/share-checkout', { ...DRAFT, customer_id: 3, slot_id: 22 }, agent)).statusCode,
    ).toBe(400);
    // A link is always for one customer.
    const anyone = await post(t(), '/v2/share-checkout', DRAFT, agent);
    expect(anyone.statusCode).toBe(400);
    expect(Object.keys(errorEnvelope.parse(anyone.json()).data)).toEqual(['customer_id']);
    expect((await post(t(), '/v2/share-checkout', { ...DRAFT, customer_id: 99999 }, agent)).statusCode).toBe(
      404,
    );
    expect(
      (await t().app.inject({ method: 'GET', url: '/v2/get-checkout-link?checkout_id=nope-nope-nope' }))
        .statusCode,
    ).toBe(404);
  });
});
