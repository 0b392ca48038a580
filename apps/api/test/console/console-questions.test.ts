import {
  cancellationQuote,
  checkoutQuestions,
  experienceDetail,
  orderQuestions,
  successEnvelope,
} from '@store/contract';
import { consoleCancellationTerms, consoleQuestion, consoleQuestions } from '@store/contract/console';
import { schema } from '@store/db';
import { describe, expect, it } from 'vitest';
import { DRAFT, get, PRICE, placeCod, post } from '../cancellations/cancel-helpers';
import { sessionFor } from '../support/sessions';
import { useTestApp } from '../support/test-app';
import {
  auditRows,
  CUSTOMER,
  callers,
  consoleDelete,
  consoleGet,
  consolePost,
  consolePut,
  dataOf,
  expectBadInput,
} from './console-helpers';

// An experience's booking questions and cancellation terms edited in the console: admins add,
// change, reorder and remove questions, and set the terms; the store's checkout, the tracking page
// and the cancellation quote follow at once. A removed question stays with the orders that answered
// it. Bad input is a 400 naming the field, with nothing written. Seed: experience 14 (Delhi).

const t = useTestApp({ catalogueCacheTtlMs: 60_000 });
const EXPERIENCE = DRAFT.experience_id;
const base = `/catalogue/experiences/${EXPERIENCE}`;

const asked = async () => {
  const reply = await t().app.inject({
    method: 'GET',
    url: `/v2/booking/${EXPERIENCE}/getQuestionsByCheckout`,
  });
  return successEnvelope(checkoutQuestions).parse(reply.json()).data.questions;
};
/** The refund steps the store's experience page shows (its answers cached for a minute). */
const storeSteps = async () => {
  const reply = await t().app.inject({
    method: 'GET',
    url: `/v5/experience/id/${EXPERIENCE}`,
    headers: { city: '1' },
  });
  return successEnvelope(experienceDetail).parse(reply.json()).data.cancellation_steps;
};
const questionRows = async () => (await t().database.db.select().from(schema.bookingQuestions)).length;

describe("an experience's booking questions in the console", () => {
  it('added by an admin: asked last at checkout at once, mandatory, within its limit', async () => {
    const who = await callers(t());
    const before = await asked();
    const added = dataOf(
      consoleQuestion,
      await consolePost(
        t(),
        `${base}/questions`,
        { question: 'Which song plays as you arrive?', kind: 'text', mandatory: true, limit: 40 },
        who.admin,
      ),
    );
    expect(added).toMatchObject({ experience_id: EXPERIENCE, kind: 'text', mandatory: true, limit: 40 });
    const now = await asked();
    expect(now).toHaveLength(before.length + 1);
    expect(now.at(-1)).toMatchObject({
      question_id: added.id,
      question: 'Which song plays as you arrive?',
      mandatory: true,
      limit: 40,
    });
    const customer = await sessionFor(t(), CUSTOMER);
    const unanswered = await post(t(), '/v5/booking/book_cod_order', { ...DRAFT, amount: PRICE }, customer);
    expect(unanswered.statusCode).toBe(400);
    expect(JSON.parse(unanswered.body).data).toHaveProperty(`booking_questions.${added.id}`);
    expect((await auditRows(t())).at(-1)).toMatchObject({
      action: 'question.create',
      subjectId: String(EXPERIENCE),
    });
    expect(
      dataOf(consoleQuestions, await consoleGet(t(), `${base}/questions`, who.ops)).items.map((q) => q.id),
    ).toContain(added.id);
    // Not asked of the next tests' orders.
    expect((await consoleDelete(t(), `${base}/questions/${added.id}`, who.admin)).statusCode).toBe(200);
  });

  it('changed and reordered: the checkout asks the new words in the new order; a stale order is refused', async () => {
    const who = await callers(t());
    const own = dataOf(consoleQuestions, await consoleGet(t(), `${base}/questions`, who.ops)).items;
    const added = dataOf(
      consoleQuestion,
      await consolePost(
        t(),
        `${base}/questions`,
        { question: 'Cake flavour?', kind: 'single_select', choices: ['Chocolate', 'Vanilla'] },
        who.admin,
      ),
    );
    const changed = dataOf(
      consoleQuestion,
      await consolePut(
        t(),
        `${base}/questions/${added.id}`,
        { question: 'Which cake flavour?', choices: ['Chocolate', 'Vanilla', 'Mango'], mandatory: true },
        who.admin,
      ),
    );
    expect(changed).toMatchObject({
      question: 'Which cake flavour?',
      choices: ['Chocolate', 'Vanilla', 'Mango'],
      mandatory: true,
    });
    const order = [added.id, ...own.map((q) => q.id)];
    const reordered = dataOf(
      consoleQuestions,
      await consolePut(t(), `${base}/question-order`, { question_ids: order }, who.admin),
    );
    expect(reordered.items.map((q) => q.id)).toEqual(order);
    const ids = (await asked()).map((q) => q.question_id);
    expect(ids.filter((id) => order.includes(id))).toEqual(order);
    expect((await asked()).find((q) => q.question_id === added.id)).toMatchObject({
      question: 'Which cake flavour?',
      choices: ['Chocolate', 'Vanilla', 'Mango'],
    });
    await expectBadInput(
      t(),
      consolePut(t(), `${base}/question-order`, { question_ids: order.slice(1) }, who.admin),
      { status: 400, field: 'question_ids' },
    );
    expect((await auditRows(t())).slice(-3).map((r) => r.action)).toEqual([
      'question.create',
      'question.update',
      'question.reorder',
    ]);
    expect((await consoleDelete(t(), `${base}/questions/${added.id}`, who.admin)).statusCode).toBe(200);
  });

  it('removed: no longer asked, but an order that answered it still shows the question and its answer', async () => {
    const who = await callers(t());
    const added = dataOf(
      consoleQuestion,
      await consolePost(
        t(),
        `${base}/questions`,
        { question: 'Name on the cake?', kind: 'text', mandatory: true },
        who.admin,
      ),
    );
    const customer = await sessionFor(t(), CUSTOMER);
    const orderId = await placeCod(t(), customer, { booking_questions: [{ id: added.id, value: 'Asha' }] });
    const left = dataOf(
      consoleQuestions,
      await consoleDelete(t(), `${base}/questions/${added.id}`, who.admin),
    );
    expect(left.items.map((q) => q.id)).not.toContain(added.id);
    expect((await asked()).map((q) => q.question_id)).not.toContain(added.id);
    const tracking = successEnvelope(orderQuestions).parse(
      (await get(t(), `/v2/booking/${orderId}/questions`, customer)).json(),
    ).data;
    expect(tracking.questions.find((q) => q.question_id === added.id)).toMatchObject({
      question: 'Name on the cake?',
      value: 'Asha',
      mandatory: false,
    });
    // A new order is no longer asked it, so placing without its answer goes through.
    await placeCod(t(), customer);
    expect((await consoleDelete(t(), `${base}/questions/${added.id}`, who.admin)).statusCode).toBe(404);
    expect((await auditRows(t())).at(-1)).toMatchObject({ action: 'question.remove' });
  });

  it('bad input and other roles: a 4xx naming the field, nothing written', async () => {
    const who = await callers(t());
    for (const [body, field] of [
      [{ question: 'How many?', kind: 'text', limit: 0 }, 'limit'],
      [{ question: 'Colour?', kind: 'single_select', choices: ['Red'] }, 'choices'],
      [{ question: 'Colours?', kind: 'multi_select', choices: ['Red', 'Blue'], limit: 3 }, 'limit'],
      [{ question: 'Where?', kind: 'map_pin' }, 'kind'],
      [{ question: '', kind: 'text' }, 'question'],
    ] as const)
      await expectBadInput(
        t(),
        consolePost(t(), `${base}/questions`, body, who.admin),
        { status: 400, field },
        questionRows,
      );
    for (const token of [who.ops, who.agent, who.customer])
      expect(
        (await consolePost(t(), `${base}/questions`, { question: 'Hi?', kind: 'text' }, token)).statusCode,
      ).toBe(403);
    expect(
      (
        await consolePost(
          t(),
          '/catalogue/experiences/999999/questions',
          { question: 'Hi?', kind: 'text' },
          who.admin,
        )
      ).statusCode,
    ).toBe(404);
  });
});

describe("an experience's cancellation terms in the console", () => {
  it("the store's default until set; set, the cancellation quote follows at once; null gives the default back", async () => {
    const who = await callers(t());
    const customer = await sessionFor(t(), CUSTOMER);
    const orderId = await placeCod(t(), customer); // 75 hours before its slot
    const quote = async () =>
      successEnvelope(cancellationQuote).parse(
        (await get(t(), `/v2/booking/${orderId}/cancellation`, customer)).json(),
      ).data;
    expect(
      dataOf(consoleCancellationTerms, await consoleGet(t(), `${base}/cancellation-terms`, who.ops)),
    ).toMatchObject({
      own: false,
      full_refund_hours: 24,
      late_refund_percent: 50,
      cutoff_hours: 3,
    });
    expect(await quote()).toMatchObject({ window: 'full', refund_percent: 100 });
    expect(await storeSteps()).toEqual([
      { from_hours: 24, percent: 100 },
      { from_hours: 3, percent: 50 },
      { from_hours: 0, percent: 0 },
    ]);
    const set = dataOf(
      consoleCancellationTerms,
      await consolePut(
        t(),
        `${base}/cancellation-terms`,
        { terms: { full_refund_hours: 96, late_refund_percent: 30, cutoff_hours: 12 } },
        who.admin,
      ),
    );
    expect(set).toMatchObject({
      own: true,
      steps: [
        { from_hours: 96, percent: 100 },
        { from_hours: 12, percent: 30 },
        { from_hours: 0, percent: 0 },
      ],
    });
    expect(await quote()).toMatchObject({ window: 'partial', refund_percent: 30 });
    expect(await storeSteps()).toEqual(set.steps);
    expect((await auditRows(t())).at(-1)).toMatchObject({ action: 'experience.cancellation_terms' });
    const back = dataOf(
      consoleCancellationTerms,
      await consolePut(t(), `${base}/cancellation-terms`, { terms: null }, who.admin),
    );
    expect(back).toMatchObject({ own: false, full_refund_hours: 24 });
    expect(await quote()).toMatchObject({ window: 'full', refund_percent: 100 });
  });

  it('refused when shares would rise as the slot nears or leave 0..100, and for ops: nothing written', async () => {
    const who = await callers(t());
    const policies = async () => t().database.db.select().from(schema.cancellationPolicies);
    const put = (terms: object) => consolePut(t(), `${base}/cancellation-terms`, { terms }, who.admin);
    await expectBadInput(
      t(),
      put({ full_refund_hours: 24, late_refund_percent: 50, cutoff_hours: 48 }),
      { status: 400, field: 'terms.cutoff_hours' },
      policies,
    );
    await expectBadInput(
      t(),
      put({ full_refund_hours: 24, late_refund_percent: 50, cutoff_hours: 24 }),
      { status: 400, field: 'terms.cutoff_hours' },
      policies,
    );
    await expectBadInput(
      t(),
      put({ full_refund_hours: 24, late_refund_percent: 120, cutoff_hours: 3 }),
      { status: 400, field: 'terms.late_refund_percent' },
      policies,
    );
    await expectBadInput(
      t(),
      put({ full_refund_hours: -1, late_refund_percent: 50, cutoff_hours: 0 }),
      { status: 400, field: 'terms.full_refund_hours' },
      policies,
    );
    const ops = await consolePut(t(), `${base}/cancellation-terms`, { terms: null }, who.ops);
    expect(ops.statusCode).toBe(403);
  });
});

describe('questions added by two admins at once', () => {
  it('take turns on the experience: each is asked, each in a place of its own', async () => {
    const who = await callers(t());
    const words = ['First?', 'Second?', 'Third?', 'Fourth?', 'Fifth?'];
    const replies = await Promise.all(
      words.map((question) => consolePost(t(), `${base}/questions`, { question, kind: 'text' }, who.admin)),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(words.map(() => 200));
    const own = dataOf(consoleQuestions, await consoleGet(t(), `${base}/questions`, who.ops)).items;
    const added = own.filter((q) => words.includes(q.question));
    expect(added).toHaveLength(words.length);
    expect(new Set(added.map((q) => q.position)).size).toBe(words.length);
    // The order given back is taken whole, even sent twice at once.
    const reversed = own.map((q) => q.id).reverse();
    const both = await Promise.all(
      [0, 1].map(() => consolePut(t(), `${base}/question-order`, { question_ids: reversed }, who.admin)),
    );
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(
      dataOf(consoleQuestions, await consoleGet(t(), `${base}/questions`, who.ops)).items.map((q) => q.id),
    ).toEqual(reversed);
    for (const q of added) await consoleDelete(t(), `${base}/questions/${q.id}`, who.admin);
  });
});
