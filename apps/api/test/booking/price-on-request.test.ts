import {
  bookingQuote,
  enquiryReceipt,
  errorEnvelope,
  experienceDetail,
  listingPage,
  successEnvelope,
} from '@store/contract';
import { consoleCategory } from '@store/contract/console';
import { schema } from '@store/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DRAFT as DECOR_DRAFT, otherSlots, placeCod } from '../cancellations/cancel-helpers';
import { ADMIN, consolePut, consoleSessionFor, dataOf } from '../console/console-helpers';
import { sessionFor } from '../support/sessions';
import { type TestApp, useTestApp } from '../support/test-app';

// Seed: category 8 (Event Planning) is sold on request; its experience 84 (anniversary party
// planning, tags anniversary-surprises and house-party) is sold in Delhi NCR. Experience 14 (room
// decoration, category 2) is priced as ever. User 3 is a customer with a verified mobile.
const DELHI = { city: 'delhi-ncr' };
const PLANNING = 84;

const post = (t: TestApp, url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: { ...DELHI, ...headers } });
const draft = (experienceId: number) => ({
  experience_id: experienceId,
  date: '2026-12-10',
  slot_id: 1,
  pincode: '110070',
  quantity: 1,
  amount: 14999,
});
/** A draft on the first open slot of the experience in Delhi NCR. */
async function openDraft(t: TestApp, experienceId: number) {
  const calendar = (
    await t.app.inject({ method: 'GET', url: `/v2/experience/${experienceId}/slots`, headers: DELHI })
  ).json().data as { dates: { date: string; slots: { slot_id: number; is_available: boolean }[] }[] };
  const date = calendar.dates.find((d) => d.slots.some((s) => s.is_available));
  const slot = date?.slots.find((s) => s.is_available);
  if (!date || !slot) throw new Error(`experience ${experienceId} has no open slot`);
  return { ...draft(experienceId), date: date.date, slot_id: slot.slot_id };
}
const ordersOf = async (t: TestApp, customerId: number) =>
  (await t.database.db.select().from(schema.orders).where(eq(schema.orders.customerId, customerId))).length;

describe('an experience priced on request', () => {
  const t = useTestApp();

  it('is marked so on its page and on its listing cards', async () => {
    const page = await t().app.inject({
      method: 'GET',
      url: `/v5/experience/id/${PLANNING}`,
      headers: DELHI,
    });
    expect(successEnvelope(experienceDetail).parse(page.json()).data.category.price_on_request).toBe(true);
    const listing = await t().app.inject({
      method: 'GET',
      url: '/v5/tag/slug/house-party/experiences_page',
      headers: DELHI,
    });
    const cards = successEnvelope(listingPage).parse(listing.json()).data.experiences;
    expect(cards.find((c) => c.id === PLANNING)?.price_on_request).toBe(true);
    expect(cards.filter((c) => c.id !== PLANNING).every((c) => !c.price_on_request)).toBe(true);
  });

  it('comes after the priced experiences in a listing sorted by price, either way', async () => {
    for (const sort of ['price_asc', 'price_desc']) {
      const listing = await t().app.inject({
        method: 'GET',
        url: `/v5/tag/slug/house-party/experiences_page?sort_type=web&sortBy=price&sort=${sort}`,
        headers: DELHI,
      });
      const ids = successEnvelope(listingPage)
        .parse(listing.json())
        .data.experiences.map((c) => c.id);
      expect(ids.length, sort).toBeGreaterThan(2);
      expect(ids.at(-1), sort).toBe(PLANNING);
    }
  });

  it('gets no quote and no order: a 400 PRICE_ON_REQUEST naming the experience, nothing written', async () => {
    const quote = await post(t(), '/v5/booking/quote', draft(PLANNING));
    expect(quote.statusCode).toBe(400);
    const refused = errorEnvelope.parse(quote.json());
    expect(refused.code).toBe('PRICE_ON_REQUEST');
    expect(refused.data).toHaveProperty('experience_id');

    const customer = await sessionFor(t(), 3);
    const before = await ordersOf(t(), 3);
    for (const url of [
      '/v5/booking/book_order',
      '/v5/booking/book_cod_order',
      '/v5/booking/book_offline_order',
    ]) {
      const placed = await post(t(), url, draft(PLANNING), { 'x-csrf-token': customer });
      expect(placed.statusCode, url).toBe(400);
      expect(errorEnvelope.parse(placed.json()).code, url).toBe('PRICE_ON_REQUEST');
    }
    expect(await ordersOf(t(), 3)).toBe(before);
  });

  it('still takes an enquiry', async () => {
    const sent = await post(t(), '/v5/enquire-now', {
      experience_id: PLANNING,
      name: 'Asha',
      mobile: '9876543210',
      group_size: 30,
      message: 'A party for our 25th',
    });
    expect(successEnvelope(enquiryReceipt).parse(sent.json()).data.enquiry_id).toBeGreaterThan(0);
  });

  it("refuses an agent's checkout link for it, but a booking made before still moves", async () => {
    const agent = await sessionFor(t(), 1);
    const link = await post(
      t(),
      '/v2/share-checkout',
      { ...draft(PLANNING), customer_id: 3, valid_hours: 1 },
      {
        'x-csrf-token': agent,
      },
    );
    expect(errorEnvelope.parse(link.json()).code).toBe('PRICE_ON_REQUEST');

    // Booked while decorations had a price; an operator then sells them on request.
    const customer = await sessionFor(t(), 4);
    const booked = await placeCod(t(), customer);
    const admin = await consoleSessionFor(t(), ADMIN);
    await consolePut(t(), '/catalogue/categories/2', { price_on_request: true }, admin);
    const [target] = await otherSlots(t());
    const moved = await post(
      t(),
      `/v2/booking/${booked}/reschedule`,
      { date: '2026-12-05', slot_id: target },
      {
        'x-csrf-token': customer,
      },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const quote = await post(t(), '/v5/booking/quote', DECOR_DRAFT);
    expect(errorEnvelope.parse(quote.json()).code).toBe('PRICE_ON_REQUEST');
    await consolePut(t(), '/catalogue/categories/2', { price_on_request: false }, admin);
  });

  it("follows the console's toggle on the category", async () => {
    const admin = await consoleSessionFor(t(), ADMIN);
    const off = await consolePut(t(), '/catalogue/categories/8', { price_on_request: false }, admin);
    expect(dataOf(consoleCategory, off).price_on_request).toBe(false);
    const quoted = await post(t(), '/v5/booking/quote', await openDraft(t(), PLANNING));
    expect(successEnvelope(bookingQuote).parse(quoted.json()).data.base_price).toBe(14999);

    await consolePut(t(), '/catalogue/categories/2', { price_on_request: true }, admin);
    const decor = await post(t(), '/v5/booking/quote', await openDraft(t(), 14));
    expect(errorEnvelope.parse(decor.json()).code).toBe('PRICE_ON_REQUEST');
  });
});
