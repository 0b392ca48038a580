import {
  checkoutQuestions,
  errorEnvelope,
  orderDetail,
  orderFeedbackState,
  orderQuestions,
  placedOrder,
  reviewOptIn,
  successEnvelope,
  taskCustomizations,
} from '@store/contract';
import { schema } from '@store/db';
import { surgedPrice } from '@store/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_LINK_SECRET, trackingKey } from '../../src/modules/links/tracking-link';
import { applyOrderEvent } from '../../src/modules/order-core/lifecycle.service';
import { TEST_NOW } from '../support/fixtures';
import { sessionFor } from '../support/sessions';
import { type TestApp, useTestApp } from '../support/test-app';

// The tracking page's calls: an order's answers until the cut-off, the review
// opt-in, the feedback once completed, and add-ons priced before they are bought. Seed: experience
// 14 (Delhi) on Friday 4 Dec, slot 142 at 1:00 PM IST, pincode 110070; it asks the occasion, the
// colours (at most 2), special instructions and a name; experience 15 asks the occasion as mandatory.

const DRAFT = { experience_id: 14, date: '2026-12-04', slot_id: 142, pincode: '110070', quantity: 1 };
const PRICE = surgedPrice(1999, 10) + 99;
const TEDDY = { customization_id: 11, quantity: 1 };
const BALLOONS = { customization_id: 32, quantity: 3 };

let now = TEST_NOW;
const at = (iso: string) => new Date(iso);

const headers = (token?: string) => (token ? { 'x-csrf-token': token } : {});
const get = (t: TestApp, url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: headers(token) });
const post = (t: TestApp, url: string, payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: headers(token) });

async function placeFor(t: TestApp, token: string): Promise<number> {
  const reply = await post(t, '/v5/booking/book_cod_order', { ...DRAFT, amount: PRICE }, token);
  return successEnvelope(placedOrder).parse(reply.json()).data.order_id;
}
const questionsReply = (json: unknown) => successEnvelope(orderQuestions).parse(json);
const answersOf = (t: TestApp, orderId: number) =>
  t.database.db.select().from(schema.orderAnswers).where(eq(schema.orderAnswers.orderId, orderId));
async function idsByText(t: TestApp): Promise<Record<string, number>> {
  const reply = await get(t, '/v2/booking/14/getQuestionsByCheckout');
  const { questions } = successEnvelope(checkoutQuestions).parse(reply.json()).data;
  return Object.fromEntries(questions.map((q) => [q.question, q.question_id]));
}
/** Moves a placed order through the vendor's steps to completed, as the fulfilment issue will. */
async function complete(t: TestApp, orderId: number) {
  for (const type of ['sent_to_vendor', 'vendor_accepted', 'completed'] as const) {
    await t.database.db.transaction((tx) => applyOrderEvent(tx, orderId, { type }, { now }));
  }
}

describe('GET and POST /v2/booking/{id}/questions', () => {
  const t = useTestApp({ clock: () => now });

  it("gives the order's questions to its customer and to its link's key, unanswered and open until 3 hours before the slot", async () => {
    now = TEST_NOW;
    const token = await sessionFor(t(), 2);
    const id = await placeFor(t(), token);
    for (const reply of [
      await get(t(), `/v2/booking/${id}/questions`, token),
      await get(t(), `/v2/booking/${id}/questions?key=${trackingKey(DEVELOPMENT_LINK_SECRET, id)}`),
    ]) {
      expect(reply.statusCode).toBe(200);
      const { data } = questionsReply(reply.json());
      expect(data).toMatchObject({
        submitted: false,
        editable: true,
        // 1:00 PM IST less 3 hours.
        editable_until: '2026-12-04T04:30:00.000Z',
        locked_reason: null,
        editable_note: 'You can change these answers until Fri, 4 Dec 2026, 10:00 AM.',
      });
      expect(data.questions.map((q) => [q.question, q.value])).toEqual([
        ['What is the occasion?', null],
        ['Preferred colours', null],
        ['Any special instructions for the team?', null],
        ['Name to write on the decoration', null],
      ]);
    }
  });

  it("shows another customer's order to nobody else, and asks a stranger to sign in", async () => {
    const id = await placeFor(t(), await sessionFor(t(), 3));
    const other = await get(t(), `/v2/booking/${id}/questions`, await sessionFor(t(), 4));
    expect(other.statusCode).toBe(404);
    expect(errorEnvelope.parse(other.json()).error_message).toBe(`Order ${id} was not found`);
    expect((await get(t(), `/v2/booking/${id}/questions`)).statusCode).toBe(401);
    const wrongKey = await post(
      t(),
      `/v2/booking/${id}/questions?key=${trackingKey(DEVELOPMENT_LINK_SECRET, id + 1)}`,
      {
        question_response: [],
      },
    );
    expect(wrongKey.statusCode).toBe(404);
  });

  it('refuses more colours than allowed, a question the order lacks and a long name, writing nothing', async () => {
    const token = await sessionFor(t(), 5);
    const id = await placeFor(t(), token);
    const q = await idsByText(t());
    const colours = `booking_questions.${q['Preferred colours']}`;
    const over = await post(
      t(),
      `/v2/booking/${id}/questions`,
      {
        question_response: [{ id: q['Preferred colours'], value: 'Red,Pink,Gold' }],
      },
      token,
    );
    expect(over.statusCode).toBe(400);
    expect(errorEnvelope.parse(over.json())).toMatchObject({
      error_message: 'You can only select maximum 2',
      data: { [colours]: 'You can only select maximum 2' },
    });
    const unknown = await post(
      t(),
      `/v2/booking/${id}/questions`,
      { question_response: [{ id: 99999, value: 'x' }] },
      token,
    );
    expect(unknown.statusCode).toBe(400);
    expect(errorEnvelope.parse(unknown.json()).data).toEqual({
      'booking_questions.99999': 'Question 99999 is not asked for this booking',
    });
    const long = await post(
      t(),
      `/v2/booking/${id}/questions`,
      {
        question_response: [{ id: q['Name to write on the decoration'], value: 'A'.repeat(31) }],
      },
      token,
    );
    expect(long.statusCode).toBe(400);
    expect(errorEnvelope.parse(long.json()).error_message).toBe(
      'Name to write on the decoration takes at most 30 characters',
    );
    const flag = await post(
      t(),
      `/v2/booking/${id}/questions`,
      { question_response: [], submitted: false },
      token,
    );
    expect(flag.statusCode).toBe(400);
    expect(errorEnvelope.parse(flag.json()).data).toHaveProperty('submitted');
    expect(await answersOf(t(), id)).toEqual([]);
  });

  it("stores the answers, cleaned, replacing the earlier ones, and says 'Answers submitted successfully.'", async () => {
    const token = await sessionFor(t(), 6);
    const id = await placeFor(t(), token);
    const q = await idsByText(t());
    const first = await post(
      t(),
      `/v2/booking/${id}/questions`,
      {
        question_response: [
          { id: q['Preferred colours'], value: 'Red,Gold' },
          { id: q['Name to write on the decoration'], value: 'Asha 🎉' },
        ],
        submitted: true,
      },
      token,
    );
    expect(first.statusCode).toBe(200);
    const reply = questionsReply(first.json());
    expect(reply.message).toBe('Answers submitted successfully.');
    expect(reply.data.submitted).toBe(true);
    expect(reply.data.questions.map((x) => x.value)).toEqual([null, 'Red,Gold', null, 'Asha']);
    // The modal sends every answer: one left out is one removed.
    const key = trackingKey(DEVELOPMENT_LINK_SECRET, id);
    const change = { question_response: [{ id: q['What is the occasion?'], value: 'Anniversary' }] };
    // The link's key alone only shows the order: changing its answers needs its customer signed in.
    const keyOnly = await post(t(), `/v2/booking/${id}/questions?key=${key}`, change);
    expect(keyOnly.statusCode).toBe(403);
    expect(errorEnvelope.parse(keyOnly.json()).code).toBe('TRACKING_LINK_READ_ONLY');
    expect((await answersOf(t(), id)).map((a) => a.value)).toEqual(['Red,Gold', 'Asha']);
    const second = await post(t(), `/v2/booking/${id}/questions?key=${key}`, change, token);
    expect(second.statusCode).toBe(200);
    expect((await answersOf(t(), id)).map((a) => [a.questionId, a.value])).toEqual([
      [q['What is the occasion?'], 'Anniversary'],
    ]);
    const detail = successEnvelope(orderDetail).parse(
      (await get(t(), `/v2/order-detail-by-id/${id}`, token)).json(),
    ).data;
    expect(detail.booking_questions.find((x) => x.question === 'What is the occasion?')?.value).toBe(
      'Anniversary',
    );
  });

  it("names a blank mandatory question with ' Field empty'", async () => {
    const token = await sessionFor(t(), 7);
    // Experience 15's occasion is mandatory: placed with it, then sent blank.
    const slots = (await get(t(), '/v2/experience/15/slots')).json().data.dates as {
      date: string;
      slots: { slot_id: number; is_available: boolean }[];
    }[];
    const day = slots.find((d) => d.date > '2026-12-02' && d.slots.some((s) => s.is_available));
    const slot = day?.slots.find((s) => s.is_available);
    if (!day || !slot) throw new Error('no open slot for experience 15');
    const draft = {
      experience_id: 15,
      date: day.date,
      slot_id: slot.slot_id,
      pincode: '110070',
      quantity: 1,
    };
    const quote = (await post(t(), '/v5/booking/quote', draft)).json().data;
    const occasion = successEnvelope(checkoutQuestions)
      .parse((await get(t(), '/v2/booking/15/getQuestionsByCheckout')).json())
      .data.questions.find((x) => x.question === 'What is the occasion?');
    if (!occasion) throw new Error('experience 15 asks the occasion');
    const placedReply = await post(
      t(),
      '/v5/booking/book_cod_order',
      {
        ...draft,
        amount: quote.amount,
        booking_questions: [{ id: occasion.question_id, value: 'Birthday' }],
      },
      token,
    );
    const id = successEnvelope(placedOrder).parse(placedReply.json()).data.order_id;
    const blank = await post(
      t(),
      `/v2/booking/${id}/questions`,
      {
        question_response: [{ id: occasion.question_id, value: '  ' }],
      },
      token,
    );
    expect(blank.statusCode).toBe(400);
    expect(errorEnvelope.parse(blank.json())).toMatchObject({
      error_message: 'What is the occasion? Field empty',
      data: { [`booking_questions.${occasion.question_id}`]: 'What is the occasion? Field empty' },
    });
    expect((await answersOf(t(), id)).map((a) => a.value)).toEqual(['Birthday']);
  });
});

describe('the cut-off of the answers', () => {
  // Its own app: slot 142 holds a few bookings, and the ones above fill it.
  const t = useTestApp({ clock: () => now });

  it('closes the answers 3 hours before the slot with the reason, and refuses a late change', async () => {
    now = TEST_NOW;
    const token = await sessionFor(t(), 2);
    const id = await placeFor(t(), token);
    const q = await idsByText(t());
    now = at('2026-12-04T04:30:00.000Z');
    const closed = questionsReply((await get(t(), `/v2/booking/${id}/questions`, token)).json()).data;
    expect(closed).toMatchObject({
      editable: false,
      editable_until: '2026-12-04T04:30:00.000Z',
      editable_note: null,
    });
    expect(closed.locked_reason).toBe(
      'Answers could be changed until Fri, 4 Dec 2026, 10:00 AM, 3 hours before the slot, so the team can prepare. To change them, call +91 90000 12345.',
    );
    const late = await post(
      t(),
      `/v2/booking/${id}/questions`,
      {
        question_response: [{ id: q['What is the occasion?'], value: 'Birthday' }],
      },
      token,
    );
    expect(late.statusCode).toBe(409);
    expect(errorEnvelope.parse(late.json())).toMatchObject({
      code: 'ANSWERS_CLOSED',
      error_message: closed.locked_reason,
    });
    expect(await answersOf(t(), id)).toEqual([]);
    now = TEST_NOW;
  });
});

describe('the order details on the tracking page', () => {
  const t = useTestApp({ clock: () => now });

  it('carry the timeline from the audit rows, the support number, the opt-in and the add-ons bought', async () => {
    now = TEST_NOW;
    const token = await sessionFor(t(), 2);
    const id = await placeFor(t(), token);
    const priced = await post(
      t(),
      '/v5/add_task_customization',
      { order_id: id, customization: TEDDY },
      token,
    );
    const { amount } = successEnvelope(taskCustomizations).parse(priced.json()).data;
    const bought = await post(
      t(),
      `/v5/booking/book_order_customisation/${id}`,
      { customizations: [TEDDY], amount },
      token,
    );
    const customizationId = successEnvelope(placedOrder).parse(bought.json()).data.order_id;
    const detail = successEnvelope(orderDetail).parse(
      (await get(t(), `/v2/order-detail-by-id/${id}`, token)).json(),
    ).data;
    expect(detail.timeline).toEqual([
      {
        status: 'placed',
        label: 'Booking confirmed',
        at: TEST_NOW.toISOString(),
        at_text: 'Tue, 1 Dec 2026, 10:00 AM',
      },
    ]);
    expect(detail).toMatchObject({
      ops_contact: '+91 90000 12345',
      is_google_review_opt_in: 0,
      payments: [],
      vendor: null,
    });
    expect(detail.add_ons).toEqual([
      expect.objectContaining({
        order_id: customizationId,
        status: 'pending_payment',
        amount,
        payable: amount,
      }),
    ]);
    expect(detail.add_ons[0]?.customizations.map((c) => c.customization_id)).toEqual([11]);
    const child = successEnvelope(orderDetail).parse(
      (await get(t(), `/v2/order-detail-by-id/${customizationId}`, token)).json(),
    ).data;
    expect(child.timeline.map((s) => s.label)).toEqual(['Waiting for payment']);
    expect(child.payments).toEqual([
      { provider: 'sandbox', amount, status: 'created', at: TEST_NOW.toISOString() },
    ]);
  });
});

describe('POST /v5/update-google-review-opt-in-status/{id}', () => {
  const t = useTestApp({ clock: () => now });

  it('switches the opt-in on and off, for the customer or the link, and the details follow', async () => {
    const token = await sessionFor(t(), 2);
    const id = await placeFor(t(), token);
    const on = await post(t(), `/v5/update-google-review-opt-in-status/${id}`, { status: 1 }, token);
    expect(successEnvelope(reviewOptIn).parse(on.json()).data).toEqual({
      order_id: id,
      is_google_review_opt_in: 1,
    });
    const detail = successEnvelope(orderDetail).parse(
      (await get(t(), `/v2/order-detail-by-id/${id}`, token)).json(),
    ).data;
    expect(detail.is_google_review_opt_in).toBe(1);
    const key = trackingKey(DEVELOPMENT_LINK_SECRET, id);
    const off = await post(t(), `/v5/update-google-review-opt-in-status/${id}?key=${key}`, { status: 0 });
    expect(successEnvelope(reviewOptIn).parse(off.json()).data.is_google_review_opt_in).toBe(0);
  });

  it('refuses a status other than 0 or 1, and another customer, changing nothing', async () => {
    const token = await sessionFor(t(), 3);
    const id = await placeFor(t(), token);
    for (const status of [2, '1', true, null]) {
      const bad = await post(t(), `/v5/update-google-review-opt-in-status/${id}`, { status }, token);
      expect(bad.statusCode).toBe(400);
      expect(errorEnvelope.parse(bad.json()).data).toEqual({ status: 'status must be 0 or 1' });
    }
    const other = await post(
      t(),
      `/v5/update-google-review-opt-in-status/${id}`,
      { status: 1 },
      await sessionFor(t(), 4),
    );
    expect(other.statusCode).toBe(404);
    const [row] = await t().database.db.select().from(schema.orders).where(eq(schema.orders.id, id));
    expect(row?.googleReviewOptIn).toBe(false);
  });

  it('refuses a cancelled booking: there is nothing to review', async () => {
    const token = await sessionFor(t(), 5);
    const id = await placeFor(t(), token);
    await t().database.db.transaction((tx) =>
      applyOrderEvent(tx, id, { type: 'cancelled', by: 'the customer', paidOnline: false }, { now }),
    );
    const reply = await post(t(), `/v5/update-google-review-opt-in-status/${id}`, { status: 1 }, token);
    expect(reply.statusCode).toBe(409);
    expect(errorEnvelope.parse(reply.json())).toMatchObject({
      code: 'NOTHING_TO_REVIEW',
      error_message: 'This booking is cancelled: there is nothing to review.',
    });
  });
});

describe('GET and POST /v2/experience/feedback', () => {
  const t = useTestApp({ clock: () => now });

  it('opens once the booking is completed, takes one feedback, then says it was already shared', async () => {
    const token = await sessionFor(t(), 2);
    const id = await placeFor(t(), token);
    const early = successEnvelope(orderFeedbackState).parse(
      (await get(t(), `/v2/experience/feedback?order_id=${id}`, token)).json(),
    );
    expect(early.data).toEqual({
      feedback: null,
      can_share: false,
      reason: 'Feedback opens once your booking is completed.',
    });
    const tooSoon = await post(t(), '/v2/experience/feedback', { order_id: id, rating: 5 }, token);
    expect(tooSoon.statusCode).toBe(409);
    expect(errorEnvelope.parse(tooSoon.json())).toMatchObject({
      code: 'FEEDBACK_NOT_YET',
      error_message: 'Feedback opens once your booking is completed.',
    });

    await complete(t(), id);
    const open = successEnvelope(orderFeedbackState).parse(
      (await get(t(), `/v2/experience/feedback?order_id=${id}`, token)).json(),
    );
    expect(open.data).toEqual({ feedback: null, can_share: true, reason: null });
    const shared = await post(
      t(),
      '/v2/experience/feedback',
      { order_id: id, rating: 4, comment: '  Lovely setup  ' },
      token,
    );
    expect(shared.statusCode).toBe(200);
    expect(successEnvelope(orderFeedbackState).parse(shared.json())).toMatchObject({
      message: 'Thank you for your feedback!',
      data: { feedback: { order_id: id, rating: 4, comment: 'Lovely setup' }, can_share: false },
    });
    const twice = await post(t(), '/v2/experience/feedback', { order_id: id, rating: 1 }, token);
    expect(twice.statusCode).toBe(400);
    expect(errorEnvelope.parse(twice.json())).toMatchObject({
      code: 'FEEDBACK_ALREADY_GIVEN',
      error_message: 'You have already shared your feedback for this booking.',
    });
    const after = successEnvelope(orderFeedbackState).parse(
      (await get(t(), `/v2/experience/feedback?order_id=${id}`, token)).json(),
    );
    expect(after.message).toBe('You have already shared your feedback for this booking.');
    expect(after.data.feedback?.rating).toBe(4);
  });

  it('refuses a rating outside 1 to 5, a missing order_id and another customer', async () => {
    const token = await sessionFor(t(), 3);
    const id = await placeFor(t(), token);
    await complete(t(), id);
    for (const rating of [0, 6, 4.5, '5']) {
      const bad = await post(t(), '/v2/experience/feedback', { order_id: id, rating }, token);
      expect(bad.statusCode).toBe(400);
      expect(errorEnvelope.parse(bad.json()).data).toHaveProperty('rating');
    }
    const noId = await get(t(), '/v2/experience/feedback', token);
    expect(noId.statusCode).toBe(400);
    expect(errorEnvelope.parse(noId.json()).data).toHaveProperty('order_id');
    const other = await post(
      t(),
      '/v2/experience/feedback',
      { order_id: id, rating: 5 },
      await sessionFor(t(), 4),
    );
    expect(other.statusCode).toBe(404);
    const stored = await t()
      .database.db.select()
      .from(schema.orderFeedback)
      .where(eq(schema.orderFeedback.orderId, id));
    expect(stored).toEqual([]);
  });
});

describe('POST /v5/add_task_customization', () => {
  const t = useTestApp({ clock: () => now });

  it('prices the add-ons chosen so far with the new one, and refuses one that is already chosen', async () => {
    const token = await sessionFor(t(), 2);
    const id = await placeFor(t(), token);
    const one = successEnvelope(taskCustomizations).parse(
      (await post(t(), '/v5/add_task_customization', { order_id: id, customization: TEDDY }, token)).json(),
    ).data;
    expect(one.customizations.map((c) => [c.customization_id, c.quantity])).toEqual([[11, 1]]);
    const two = successEnvelope(taskCustomizations).parse(
      (
        await post(
          t(),
          '/v5/add_task_customization',
          { order_id: id, customizations: [TEDDY], customization: BALLOONS },
          token,
        )
      ).json(),
    ).data;
    expect(two.customizations.map((c) => [c.customization_id, c.quantity])).toEqual([
      [11, 1],
      [32, 3],
    ]);
    expect(two.amount).toBe(two.customizations.reduce((sum, c) => sum + c.amount, 0));
    expect(two.amount).toBeGreaterThan(one.amount);
    const again = await post(
      t(),
      '/v5/add_task_customization',
      { order_id: id, customizations: [TEDDY, BALLOONS], customization: TEDDY },
      token,
    );
    expect(again.statusCode).toBe(409);
    expect(errorEnvelope.parse(again.json())).toMatchObject({
      code: 'CUSTOMIZATION_ALREADY_CHOSEN',
      error_message: 'Add-on 11 is already chosen: change its quantity instead.',
    });
  });

  it('refuses a booking that is called off: add-ons go only with a booking paid or confirmed', async () => {
    const token = await sessionFor(t(), 5);
    const id = await placeFor(t(), token);
    await t().database.db.transaction((tx) =>
      applyOrderEvent(tx, id, { type: 'cancelled', by: 'the customer', paidOnline: false }, { now }),
    );
    const late = await post(t(), '/v5/add_task_customization', { order_id: id, customization: TEDDY }, token);
    expect(late.statusCode).toBe(409);
    expect(errorEnvelope.parse(late.json())).toMatchObject({
      code: 'CUSTOMIZATIONS_CLOSED',
      error_message: 'Add-ons can be bought only for a booking that is paid or confirmed.',
    });
  });

  it("asks for sign-in, hides another customer's booking, and refuses an add-on the experience lacks", async () => {
    const token = await sessionFor(t(), 3);
    const id = await placeFor(t(), token);
    expect(
      (await post(t(), '/v5/add_task_customization', { order_id: id, customization: TEDDY })).statusCode,
    ).toBe(401);
    const other = await post(
      t(),
      '/v5/add_task_customization',
      { order_id: id, customization: TEDDY },
      await sessionFor(t(), 4),
    );
    expect(other.statusCode).toBe(404);
    const notOffered = await post(
      t(),
      '/v5/add_task_customization',
      { order_id: id, customization: { customization_id: 1, quantity: 1 } },
      token,
    );
    expect(notOffered.statusCode).toBe(400);
    const noQuantity = await post(
      t(),
      '/v5/add_task_customization',
      { order_id: id, customization: { customization_id: 11 } },
      token,
    );
    expect(noQuantity.statusCode).toBe(400);
    expect(errorEnvelope.parse(noQuantity.json()).data).toHaveProperty(['customization.quantity']);
  });
});
