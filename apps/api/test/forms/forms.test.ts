import { errorEnvelope, formReceipt, successEnvelope } from '@store/contract';
import { schema } from '@store/db';
import { FORM_LIMIT_MESSAGE, REQUIREMENT_FORM_SUCCESS } from '@store/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessionFor } from '../support/sessions';
import { type TestApp, useTestApp } from '../support/test-app';

// Site feedback, contact messages and the requirement form: each stored for the
// operators, bad input a 400 naming the field with nothing written, and a flood from one address a
// 429 with the store's text.

let nextIp = 10;
const freshIp = () => `203.0.113.${nextIp++}`;
function send(t: TestApp, url: string, payload: object, options: { ip?: string; token?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: options.ip ?? freshIp(),
    headers: { CITY: 'mumbai', ...(options.token && { 'x-csrf-token': options.token }) },
  });
}
const stored = async (t: TestApp, id: number) =>
  (await t.database.db.select().from(schema.formSubmissions).where(eq(schema.formSubmissions.id, id)))[0];
const count = async (t: TestApp) => (await t.database.db.select().from(schema.formSubmissions)).length;
const idOf = (json: unknown) => successEnvelope(formReceipt).parse(json).data.id;

describe('forms', () => {
  const t = useTestApp();

  it('keeps site feedback with its rating and page, and who sent it when signed in', async () => {
    const guest = await send(t(), '/v2/feedback', { message: 'Lovely store', rating: 5, page: '/quotes' });
    expect(guest.statusCode).toBe(200);
    expect(guest.json().message).toBe('Thank you for your feedback.');
    expect(await stored(t(), idOf(guest.json()))).toMatchObject({
      kind: 'site_feedback',
      message: 'Lovely store',
      rating: 5,
      page: '/quotes',
      userId: null,
      cityId: 2,
    });
    const signedIn = await send(
      t(),
      '/v2/feedback',
      { message: 'Search could be faster' },
      {
        token: await sessionFor(t(), 3),
      },
    );
    expect((await stored(t(), idOf(signedIn.json())))?.userId).toBe(3);
  });

  it('keeps a contact message answered by mobile or email', async () => {
    const reply = await send(t(), '/v2/contact-us', {
      name: 'Asha',
      email: 'asha@example.in',
      message: 'Can you decorate a terrace?',
    });
    expect(reply.statusCode).toBe(200);
    expect(await stored(t(), idOf(reply.json()))).toMatchObject({
      kind: 'contact',
      name: 'Asha',
      email: 'asha@example.in',
      mobile: null,
    });
  });

  it('keeps a requirement form with its questions and answers, and says so in the words the store shows', async () => {
    const answers = [
      { question: 'What is the occasion?', answer: 'Office party' },
      { question: 'How many guests?', answer: '120' },
    ];
    const reply = await send(t(), '/v5/save-dynamic-form', {
      name: 'Ravi',
      mobile: '9876500011',
      question_response: answers,
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().message).toBe(REQUIREMENT_FORM_SUCCESS);
    expect(await stored(t(), idOf(reply.json()))).toMatchObject({
      kind: 'requirement',
      name: 'Ravi',
      answers,
    });
  });

  it.each([
    ['/v2/feedback', { message: '   ' }, 'message'],
    ['/v2/feedback', { message: 'ok', rating: 6 }, 'rating'],
    ['/v2/feedback', { message: 'x'.repeat(2001) }, 'message'],
    ['/v2/contact-us', { name: 'Asha', message: 'Hello' }, 'mobile'],
    ['/v2/contact-us', { name: 'Asha', mobile: '12345', message: 'Hello' }, 'mobile'],
    ['/v2/contact-us', { name: 'Asha', email: 'not-an-email', message: 'Hello' }, 'email'],
    [
      '/v5/save-dynamic-form',
      { name: 'Ravi', mobile: '9876500011', question_response: [] },
      'question_response',
    ],
    [
      '/v5/save-dynamic-form',
      { mobile: '9876500011', question_response: [{ question: 'Q', answer: 'A' }] },
      'name',
    ],
  ])('%s refuses %j, naming %s, and keeps nothing', async (url, body, field) => {
    const before = await count(t());
    const reply = await send(t(), url, body);
    expect(reply.statusCode).toBe(400);
    expect(JSON.stringify(errorEnvelope.parse(reply.json()).data)).toContain(field);
    expect(await count(t())).toBe(before);
  });

  it('answers a flood from one address with 429 and keeps nothing of it; others are not held up', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++)
      expect((await send(t(), '/v2/feedback', { message: `note ${i}` }, { ip })).statusCode).toBe(200);
    const before = await count(t());
    const over = await send(
      t(),
      '/v2/contact-us',
      { name: 'A', mobile: '9876500012', message: 'hi' },
      { ip },
    );
    expect(over.statusCode).toBe(429);
    expect(errorEnvelope.parse(over.json()).error_message).toBe(FORM_LIMIT_MESSAGE);
    expect(await count(t())).toBe(before);
    expect((await send(t(), '/v2/feedback', { message: 'from elsewhere' })).statusCode).toBe(200);
  });
});
