import { checkoutLink, errorEnvelope, placedOrder, sharedCheckout, successEnvelope } from '@store/contract';
import { schema } from '@store/db';
import { surgedPrice } from '@store/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_NOW } from './fixtures';
import { sessionFor } from './sessions';
import { type TestApp, useTestApp } from './test-app';

// Seed user 1 (Neha) is an agent; user 3 a customer. Experience 14 on Friday 4 Dec surges 10%.
const DRAFT = { experience_id: 14, date: '2026-12-04', slot_id: 142, pincode: '110070', quantity: 1 };
const PRICE = surgedPrice(1999, 10) + 99;
const post = (t: TestApp, url: string, payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: token ? { 'x-csrf-token': token } : {} });

describe('agent checkout links', () => {
  let now = TEST_NOW;
  const t = useTestApp({ clock: () => now });

  async function share(customerId?: number, validHours = 24) {
    const agent = await sessionFor(t(), 1);
    const res = await post(
      t(),
      '/v2/share-checkout',
      { ...DRAFT, customer_id: customerId, valid_hours: validHours },
      agent,
    );
    return successEnvelope(sharedCheckout).parse(res.json()).data;
  }

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

  it('is not another customer’s to use', async () => {
    const link = await share(3);
    const stranger = await sessionFor(t(), 4);
    const res = await post(
      t(),
      '/v5/booking/book_cod_order',
      { ...DRAFT, amount: PRICE, checkout_id: link.checkout_id },
      stranger,
    );
    expect(res.statusCode).toBe(404);
  });

  it('expires: opening or paying an old link is a 400 saying so', async () => {
    const link = await share(undefined, 1);
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
    expect((await post(t(), '/v2/share-checkout', { ...DRAFT, slot_id: 22 }, agent)).statusCode).toBe(400);
    expect((await post(t(), '/v2/share-checkout', { ...DRAFT, customer_id: 99999 }, agent)).statusCode).toBe(
      404,
    );
    expect(
      (await t().app.inject({ method: 'GET', url: '/v2/get-checkout-link?checkout_id=nope-nope-nope' }))
        .statusCode,
    ).toBe(404);
  });
});
