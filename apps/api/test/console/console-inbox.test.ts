import { inboxList, inboxStatusSet } from '@store/contract/console';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW } from '../support/fixtures';
import { type TestApp, useTestApp } from '../support/test-app';
import { auditRows, callers, consoleGet, consolePut, dataOf, errorOf, OPS } from './console-helpers';

// Inbox: group enquiries, requirement forms, contact messages and site feedback,
// as visitors send them through the store, in one list newest first, each with a status an
// operator sets (new, in progress, done), audited. Bad input names its field and writes nothing.
// Runs on PGlite and PostgreSQL.

let now = TEST_NOW;
const t = useTestApp({ clock: () => now });
let who: Awaited<ReturnType<typeof callers>>;
let ip = 20;

function send(app: TestApp, url: string, payload: object) {
  now = new Date(now.getTime() + 60_000);
  return app.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: `203.0.113.${ip++}`,
    headers: { CITY: 'mumbai' },
  });
}

const inbox = async (query = '') => dataOf(inboxList, await consoleGet(t(), `/inbox${query}`, who.ops));

beforeAll(async () => {
  who = await callers(t());
  const sent = [
    await send(t(), '/v5/enquire-now', {
      experience_id: 2,
      name: 'Inbox Enquirer',
      mobile: '9811100001',
      group_size: 25,
      date: '2026-12-24',
      message: 'Office party for the inbox',
    }),
    await send(t(), '/v5/save-dynamic-form', {
      name: 'Inbox Ravi',
      mobile: '9811100002',
      question_response: [{ question: 'How many guests?', answer: '120' }],
    }),
    await send(t(), '/v2/contact-us', {
      name: 'Inbox Asha',
      email: 'asha@inbox.example',
      message: 'Terrace?',
    }),
    await send(t(), '/v2/feedback', { message: 'Inbox: lovely store', rating: 5, page: '/quotes' }),
  ];
  for (const reply of sent) expect(reply.statusCode, reply.body).toBe(200);
});

describe('the inbox', () => {
  it('lists the four kinds together, newest first, each new, with its details', async () => {
    const { items } = await inbox('?q=inbox');
    expect(items.map((i) => i.source)).toEqual(['feedback', 'contact', 'requirement', 'enquiry']);
    expect(items.every((i) => i.status === 'new')).toBe(true);
    const [feedback, , requirement, enquiry] = items;
    expect(feedback?.details).toContainEqual({ label: 'Rating', value: '5 of 5' });
    expect(requirement?.details).toContainEqual({ label: 'How many guests?', value: '120' });
    expect(enquiry).toMatchObject({
      name: 'Inbox Enquirer',
      mobile: '9811100001',
      message: 'Office party for the inbox',
    });
    expect(enquiry?.details).toContainEqual({ label: 'Group size', value: '25' });
    expect(enquiry?.id).toBe(`enquiry:${enquiry?.item_id}`);
  });

  it('filters by source and status, and pages', async () => {
    expect((await inbox('?q=inbox&source=contact')).items.map((i) => i.name)).toEqual(['Inbox Asha']);
    expect((await inbox('?q=inbox&source=enquiry')).items.map((i) => i.source)).toEqual(['enquiry']);
    const page = await inbox('?q=inbox&per_page=3&page=2');
    expect(page).toMatchObject({ total: 4 });
    expect(page.items.map((i) => i.source)).toEqual(['enquiry']);
    expect((await inbox('?q=inbox&status=done')).total).toBe(0);
  });

  it('takes a status an operator sets, audited before and after', async () => {
    const enquiry = (await inbox('?q=inbox&source=enquiry')).items[0];
    const reply = await consolePut(
      t(),
      `/inbox/enquiry/${enquiry?.item_id}/status`,
      { status: 'in_progress' },
      who.ops,
    );
    expect(dataOf(inboxStatusSet, reply)).toEqual({ status: 'in_progress' });
    const contact = (await inbox('?q=inbox&source=contact')).items[0];
    dataOf(
      inboxStatusSet,
      await consolePut(t(), `/inbox/contact/${contact?.item_id}/status`, { status: 'done' }, who.admin),
    );
    expect((await inbox('?q=inbox&status=in_progress')).items.map((i) => i.source)).toEqual(['enquiry']);
    expect((await inbox('?q=inbox&status=done')).items.map((i) => i.source)).toEqual(['contact']);
    expect((await inbox('?q=inbox&status=new')).total).toBe(2);
    expect((await auditRows(t())).slice(-2)).toMatchObject([
      {
        action: 'inbox.status',
        actorId: OPS,
        subjectType: 'enquiry',
        before: { status: 'new' },
        after: { status: 'in_progress' },
      },
      { action: 'inbox.status', subjectType: 'contact', after: { status: 'done' } },
    ]);
  });

  it('refuses a bad status, source or id naming it, and an item of another kind (404), writing nothing', async () => {
    const feedback = (await inbox('?q=inbox&source=feedback')).items[0];
    const audits = (await auditRows(t())).length;
    const cases: [string, object, number, string?][] = [
      [`/inbox/feedback/${feedback?.item_id}/status`, { status: 'closed' }, 400, 'status'],
      [`/inbox/feedback/${feedback?.item_id}/status`, {}, 400, 'status'],
      [`/inbox/letters/${feedback?.item_id}/status`, { status: 'done' }, 400, 'source'],
      [`/inbox/feedback/abc/status`, { status: 'done' }, 400, 'id'],
      [`/inbox/contact/${feedback?.item_id}/status`, { status: 'done' }, 404],
      [`/inbox/enquiry/99999/status`, { status: 'done' }, 404],
    ];
    for (const [path, body, status, field] of cases) {
      const reply = await consolePut(t(), path, body, who.ops);
      expect(reply.statusCode, `${path} ${reply.body}`).toBe(status);
      if (field) expect(errorOf(reply).data).toHaveProperty(field);
    }
    expect((await inbox('?q=inbox&source=feedback')).items[0]?.status).toBe('new');
    expect(await auditRows(t())).toHaveLength(audits);
    expect((await consoleGet(t(), '/inbox?status=open', who.ops)).statusCode).toBe(400);
  });

  it('refuses customers and agents (403)', async () => {
    expect((await consoleGet(t(), '/inbox', who.customer)).statusCode).toBe(403);
    expect((await consolePut(t(), '/inbox/enquiry/1/status', { status: 'done' }, who.agent)).statusCode).toBe(
      403,
    );
  });
});
