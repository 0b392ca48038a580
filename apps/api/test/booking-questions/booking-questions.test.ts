import {
  bookingQuote,
  checkoutQuestions,
  errorEnvelope,
  experienceSlots,
  orderDetail,
  placedOrder,
  successEnvelope,
} from '@store/contract';
import { schema } from '@store/db';
import { surgedPrice } from '@store/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessionFor } from '../support/sessions';
import { type TestApp, useTestApp } from '../support/test-app';

// Seed: every experience asks "Name to write on the decoration"; dinners and decorations ask the
// occasion (mandatory only for experience 15) and special instructions; decorations ask preferred
// colours (at most 2); couriered gifts (57) ask a delivery address.
const DRAFT_14 = { experience_id: 14, date: '2026-12-04', slot_id: 142, pincode: '110070', quantity: 1 };
const PRICE_14 = surgedPrice(1999, 10) + 99;
const OCCASION = 'What is the occasion?';

const questionsOf = async (t: TestApp, experienceId: number | string) =>
  t.app.inject({ method: 'GET', url: `/v2/booking/${experienceId}/getQuestionsByCheckout` });
const parsedQuestions = async (t: TestApp, experienceId: number) =>
  successEnvelope(checkoutQuestions).parse((await questionsOf(t, experienceId)).json()).data.questions;
async function idsByText(t: TestApp, experienceId: number): Promise<Record<string, number>> {
  const questions = await parsedQuestions(t, experienceId);
  return Object.fromEntries(questions.map((q) => [q.question, q.question_id]));
}
const post = (t: TestApp, url: string, payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: token ? { 'x-csrf-token': token } : {} });

/** The first open slot of experience 15 in Delhi and its price with pincode 110070. */
async function draft15(t: TestApp) {
  const slots = successEnvelope(experienceSlots).parse(
    (await t.app.inject({ method: 'GET', url: '/v2/experience/15/slots' })).json(),
  ).data;
  const day = slots.dates.find((d) => d.date > '2026-12-02' && d.slots.some((s) => s.is_available));
  const slot = day?.slots.find((s) => s.is_available);
  if (!day || !slot) throw new Error('no open slot for experience 15');
  const draft = { experience_id: 15, date: day.date, slot_id: slot.slot_id, pincode: '110070', quantity: 1 };
  const quote = successEnvelope(bookingQuote).parse((await post(t, '/v5/booking/quote', draft)).json()).data;
  return { ...draft, amount: quote.amount };
}

const ordersOf = (t: TestApp, customerId: number) =>
  t.database.db.select().from(schema.orders).where(eq(schema.orders.customerId, customerId));
const answersOf = (t: TestApp, orderId: number) =>
  t.database.db.select().from(schema.orderAnswers).where(eq(schema.orderAnswers.orderId, orderId));

describe('GET /v2/booking/{id}/getQuestionsByCheckout', () => {
  const t = useTestApp();

  it("lists a decoration's questions in order, unanswered, for a guest", async () => {
    const res = await questionsOf(t(), 14);
    expect(res.statusCode).toBe(200);
    const questions = successEnvelope(checkoutQuestions).parse(res.json()).data.questions;
    expect(questions.map(({ question_id: _, ...q }) => q)).toEqual([
      {
        question: OCCASION,
        type: 'single_select',
        choices: ['Birthday', 'Anniversary', 'Proposal', 'Other'],
        mandatory: false,
        limit: 1,
        value: null,
        ordered_address_id: null,
      },
      {
        question: 'Preferred colours',
        type: 'multi_select',
        choices: ['Red', 'Pink', 'Gold', 'Silver', 'White', 'Blue'],
        mandatory: false,
        limit: 2,
        value: null,
        ordered_address_id: null,
      },
      {
        question: 'Any special instructions for the team?',
        type: 'text',
        choices: [],
        mandatory: false,
        limit: 500,
        value: null,
        ordered_address_id: null,
      },
      {
        question: 'Name to write on the decoration',
        type: 'text',
        choices: [],
        mandatory: false,
        limit: 30,
        value: null,
        ordered_address_id: null,
      },
    ]);
  });

  it('marks the occasion mandatory for experience 15 and asks a gift for its delivery address', async () => {
    const occasion15 = (await parsedQuestions(t(), 15)).find((q) => q.question === OCCASION);
    expect(occasion15?.mandatory).toBe(true);
    expect((await parsedQuestions(t(), 57)).map((q) => [q.question, q.type, q.limit])).toEqual([
      ['Name to write on the decoration', 'text', 30],
      ['Delivery address for the gift', 'address', 250],
    ]);
  });

  it('answers 404 for an unknown experience and 400 naming id for a bad one', async () => {
    const unknown = await questionsOf(t(), 9999);
    expect(unknown.statusCode).toBe(404);
    expect(errorEnvelope.parse(unknown.json()).error_message).toBe('Experience 9999 was not found');
    const bad = await questionsOf(t(), 'abc');
    expect(bad.statusCode).toBe(400);
    expect(errorEnvelope.parse(bad.json()).data).toHaveProperty('id');
  });

  it('is documented with its response schema', async () => {
    const doc = (await t().app.inject({ method: 'GET', url: '/docs' })).json();
    const operation = doc.paths['/v2/booking/{id}/getQuestionsByCheckout']?.get;
    expect(operation.responses['200'].content['application/json'].schema.properties.data).toBeDefined();
    const placeBody = doc.paths['/v5/booking/book_order'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(placeBody.properties)).toContain('booking_questions');
  });
});

describe('booking questions answered with the order', () => {
  const t = useTestApp();

  it('refuses an order without its mandatory answer: the order-details message, the question named, nothing written', async () => {
    const token = await sessionFor(t(), 2);
    const ids = await idsByText(t(), 15);
    const draft = await draft15(t());
    const before = await ordersOf(t(), 2);
    const res = await post(t(), '/v5/booking/book_cod_order', draft, token);
    expect(res.statusCode).toBe(400);
    const error = errorEnvelope.parse(res.json());
    expect(error.error_message).toBe('Please fill mandatory Order Details to complete your Booking!');
    expect(error.data).toEqual({ [`booking_questions.${ids[OCCASION]}`]: OCCASION });
    const blank = await post(
      t(),
      '/v5/booking/book_order',
      { ...draft, booking_questions: [{ id: ids[OCCASION], value: '  🎉 ' }] },
      token,
    );
    expect(errorEnvelope.parse(blank.json()).data).toEqual({
      [`booking_questions.${ids[OCCASION]}`]: OCCASION,
    });
    expect(await ordersOf(t(), 2)).toHaveLength(before.length);
  });

  it('stores the cleaned answers with the order and shows them in the order details', async () => {
    const token = await sessionFor(t(), 3);
    const ids = await idsByText(t(), 15);
    const draft = await draft15(t());
    const res = await post(
      t(),
      '/v5/booking/book_cod_order',
      {
        ...draft,
        booking_questions: [
          { id: ids[OCCASION], value: 'Birthday' },
          { id: ids['Preferred colours'], value: 'Gold,Pink' },
          { id: ids['Name to write on the decoration'], value: 'Riya 🎂 रिया' },
        ],
      },
      token,
    );
    expect(res.statusCode).toBe(200);
    const order = successEnvelope(placedOrder).parse(res.json()).data;
    expect(
      (await answersOf(t(), order.order_id))
        .map((a) => [a.questionId, a.value])
        .sort((a, b) => Number(a[0]) - Number(b[0])),
    ).toEqual(
      [
        [ids[OCCASION], 'Birthday'],
        [ids['Preferred colours'], 'Gold,Pink'],
        [ids['Name to write on the decoration'], 'Riya'],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    );
    const detail = await t().app.inject({
      method: 'GET',
      url: `/v2/order-detail-by-id/${order.order_id}`,
      headers: { 'x-csrf-token': token },
    });
    const shown = successEnvelope(orderDetail).parse(detail.json()).data;
    expect(shown).toMatchObject({ kind: 'booking', parent_order_id: null });
    expect(shown.booking_questions.map((q) => [q.question, q.value])).toEqual([
      [OCCASION, 'Birthday'],
      ['Preferred colours', 'Gold,Pink'],
      ['Any special instructions for the team?', null],
      ['Name to write on the decoration', 'Riya'],
    ]);
  });

  it.each([
    [
      'a question of another experience',
      (ids: Record<string, number>) => ({ id: ids.address ?? 0, value: 'x' }),
    ],
    [
      'a choice not in the list',
      (ids: Record<string, number>) => ({ id: ids[OCCASION] ?? 0, value: 'Wedding' }),
    ],
    [
      'too many colours',
      (ids: Record<string, number>) => ({ id: ids['Preferred colours'] ?? 0, value: 'Red,Pink,Gold' }),
    ],
    [
      'a name over 30 characters',
      (ids: Record<string, number>) => ({
        id: ids['Name to write on the decoration'] ?? 0,
        value: 'x'.repeat(31),
      }),
    ],
  ])('refuses %s with a 400 naming the question, and writes nothing', async (_, answer) => {
    const token = await sessionFor(t(), 4);
    const ids = {
      ...(await idsByText(t(), 14)),
      address: (await idsByText(t(), 57))['Delivery address for the gift'] ?? 0,
    };
    const given = answer(ids);
    const capacity = () =>
      t()
        .database.db.select({ booked: schema.slotCapacities.booked })
        .from(schema.slotCapacities)
        .where(eq(schema.slotCapacities.slotId, 142));
    const bookedBefore = await capacity();
    const ordersBefore = await ordersOf(t(), 4);
    const res = await post(
      t(),
      '/v5/booking/book_order',
      { ...DRAFT_14, amount: PRICE_14, booking_questions: [given] },
      token,
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(errorEnvelope.parse(res.json()).data)).toEqual([`booking_questions.${given.id}`]);
    expect(await ordersOf(t(), 4)).toHaveLength(ordersBefore.length);
    expect(await capacity()).toEqual(bookedBefore);
  });

  it('refuses a malformed answer list with a 400 naming the field', async () => {
    const token = await sessionFor(t(), 4);
    const res = await post(
      t(),
      '/v5/booking/book_cod_order',
      { ...DRAFT_14, amount: PRICE_14, booking_questions: [{ id: 'one', value: 'x' }] },
      token,
    );
    expect(res.statusCode).toBe(400);
    expect(errorEnvelope.parse(res.json()).data).toHaveProperty(['booking_questions.0.id']);
  });

  it('stores answers with an online order and with an offline one an agent books', async () => {
    const ids = await idsByText(t(), 14);
    const customer = await sessionFor(t(), 5);
    const answers = [{ id: ids[OCCASION], value: 'Anniversary' }];
    const online = successEnvelope(placedOrder).parse(
      (
        await post(
          t(),
          '/v5/booking/book_order',
          { ...DRAFT_14, amount: PRICE_14, booking_questions: answers },
          customer,
        )
      ).json(),
    ).data;
    expect(online.status).toBe('pending_payment');
    expect((await answersOf(t(), online.order_id)).map((a) => a.value)).toEqual(['Anniversary']);

    const agent = await sessionFor(t(), 1);
    const offline = successEnvelope(placedOrder).parse(
      (
        await post(
          t(),
          '/v5/booking/book_offline_order',
          { ...DRAFT_14, amount: PRICE_14, customer_id: 6, booking_questions: answers },
          agent,
        )
      ).json(),
    ).data;
    expect((await answersOf(t(), offline.order_id)).map((a) => a.value)).toEqual(['Anniversary']);
  });

  it('still places an order for an experience without mandatory questions when no answers are sent', async () => {
    const token = await sessionFor(t(), 7);
    const res = await post(t(), '/v5/booking/book_cod_order', { ...DRAFT_14, amount: PRICE_14 }, token);
    expect(res.statusCode).toBe(200);
    expect(await answersOf(t(), successEnvelope(placedOrder).parse(res.json()).data.order_id)).toEqual([]);
  });
});
