import { bookingQuote, errorEnvelope, placedOrder, successEnvelope } from '@store/contract';
import { consoleExperience } from '@store/contract/console';
import { schema } from '@store/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN, consoleGet, consolePut, consoleSessionFor, dataOf, OPS } from '../console/console-helpers';
import { sessionFor } from '../support/sessions';
import { type TestApp, useTestApp } from '../support/test-app';

// Seed user 1 is an agent; users 2-7 customers with verified mobiles. Experience 14 (the journeys'
// room decoration) may be booked offline by its customers; experience 16, in Delhi NCR too, may not.
const post = (t: TestApp, url: string, payload: object, token: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'x-csrf-token': token } });

async function draftOf(t: TestApp, experienceId: number, token: string) {
  const calendar = (await t.app.inject({ method: 'GET', url: `/v2/experience/${experienceId}/slots` })).json()
    .data as { dates: { date: string; slots: { slot_id: number; is_available: boolean }[] }[] };
  const date = calendar.dates.find((d) => d.slots.some((s) => s.is_available));
  const slot = date?.slots.find((s) => s.is_available);
  if (!date || !slot) throw new Error(`experience ${experienceId} has no open slot`);
  const draft = {
    experience_id: experienceId,
    date: date.date,
    slot_id: slot.slot_id,
    pincode: '110070',
    quantity: 1,
  };
  const reply = await post(t, '/v5/booking/quote', draft, token);
  const quote = successEnvelope(bookingQuote).parse(reply.json()).data;
  return { draft: { ...draft, amount: quote.amount }, quote };
}

const ordersOf = async (t: TestApp, customerId: number) =>
  (await t.database.db.select().from(schema.orders).where(eq(schema.orders.customerId, customerId))).length;

describe('booking offline (now, confirmed later) by the customer', () => {
  const t = useTestApp();

  it('is refused where the experience does not allow it: a 400 with its code, nothing written; an agent still books it for them', async () => {
    const customer = await sessionFor(t(), 3);
    const { draft, quote } = await draftOf(t(), 16, customer);
    expect(quote.offline_available).toBe(false);
    const before = await ordersOf(t(), 3);
    const refused = await post(t(), '/v5/booking/book_offline_order', draft, customer);
    expect(refused.statusCode).toBe(400);
    const error = errorEnvelope.parse(refused.json());
    expect(error.code).toBe('OFFLINE_BOOKING_UNAVAILABLE');
    expect(error.data).toEqual({ payment_method: error.error_message });
    expect(await ordersOf(t(), 3)).toBe(before);

    const agent = await sessionFor(t(), 1);
    const forThem = await post(t(), '/v5/booking/book_offline_order', { ...draft, customer_id: 3 }, agent);
    expect(successEnvelope(placedOrder).parse(forThem.json()).data.status).toBe('offline_pending');
    // Online, the same experience books as ever.
    expect((await post(t(), '/v5/booking/book_order', draft, customer)).statusCode).toBe(200);
  });

  it('is allowed once an admin says so in the experience edit (ops may not)', async () => {
    const customer = await sessionFor(t(), 4);
    const ops = await consoleSessionFor(t(), OPS);
    expect(
      (await consolePut(t(), '/catalogue/experiences/16', { offline_booking: true }, ops)).statusCode,
    ).toBe(403);
    const admin = await consoleSessionFor(t(), ADMIN);
    const saved = dataOf(
      consoleExperience,
      await consolePut(t(), '/catalogue/experiences/16', { offline_booking: true }, admin),
    );
    expect(saved.offline_booking).toBe(true);
    expect(
      dataOf(consoleExperience, await consoleGet(t(), '/catalogue/experiences/16', admin)).offline_booking,
    ).toBe(true);
    const { draft, quote } = await draftOf(t(), 16, customer);
    expect(quote.offline_available).toBe(true);
    const own = await post(t(), '/v5/booking/book_offline_order', draft, customer);
    expect(successEnvelope(placedOrder).parse(own.json()).data.status).toBe('offline_pending');
  });

  it("is allowed for the seed's room decoration, which the journeys book offline", async () => {
    const customer = await sessionFor(t(), 5);
    const { draft, quote } = await draftOf(t(), 14, customer);
    expect(quote.offline_available).toBe(true);
    const own = await post(t(), '/v5/booking/book_offline_order', draft, customer);
    expect(successEnvelope(placedOrder).parse(own.json()).data.status).toBe('offline_pending');
  });
});
