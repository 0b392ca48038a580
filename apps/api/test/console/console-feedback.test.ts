import {
  consoleOrderDetail,
  consoleOrderList,
  type InboxItem,
  inboxList,
  inboxReplied,
  todayQueues,
} from '@store/contract/console';
import { schema } from '@store/db';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outboxChannel } from '../../src/modules/messaging/channel-outbox';
import { deliverDueMessages } from '../../src/modules/messaging/deliver.service';
import { outboxSms } from '../../src/modules/messaging/sms-outbox';
import { applyOrderEvent } from '../../src/modules/order-core/lifecycle.service';
import { eraseCustomer } from '../../src/modules/profile/your-data.repository';
import { bookCod, LINKS, setWhatsapp } from '../messaging/message-helpers';
import { TEST_NOW } from '../support/fixtures';
import { sessionFor } from '../support/sessions';
import { useTestApp } from '../support/test-app';
import {
  auditRows,
  callers,
  consoleGet,
  consolePost,
  dataOf,
  errorOf,
  expectBadInput,
  OPS,
} from './console-helpers';

// Feedback in the inbox: a booking's feedback (the tracking page's) beside the site's, filtered by
// source, rating, status, city and day; a reply by the customer's channel goes through the
// messaging outbox, is recorded on the item and audited, and handles it: a rating of 1 or 2 waits
// on Today's "Low ratings" until then. A booking whose slot passed with no vendor has its own
// queue. Runs on PGlite and PostgreSQL.

let now = TEST_NOW;
const t = useTestApp({ clock: () => now });
let who: Awaited<ReturnType<typeof callers>>;
let low = 0;
let happy = 0;
let waiting = 0;

const headers = (token: string) => ({ 'x-csrf-token': token });

/** A customer's COD booking, completed by its vendor, then rated by the customer on the tracking page. */
async function ratedBooking(userId: number, rating: number, comment: string): Promise<number> {
  const id = await bookCod(t(), userId, `feedback-${userId}-${rating}`);
  for (const type of ['sent_to_vendor', 'vendor_accepted', 'completed'] as const)
    await t().database.db.transaction((tx) => applyOrderEvent(tx, id, { type }, { now }));
  const shared = await t().app.inject({
    method: 'POST',
    url: '/v2/experience/feedback',
    payload: { order_id: id, rating, comment },
    headers: headers(await sessionFor(t(), userId)),
  });
  expect(shared.statusCode, shared.body).toBe(200);
  return id;
}

const inbox = async (query: string) => dataOf(inboxList, await consoleGet(t(), `/inbox${query}`, who.ops));
const lowRatings = async () =>
  dataOf(todayQueues, await consoleGet(t(), '/today', who.ops)).queues.find((q) => q.key === 'low_rating');
const queueIds = async (queue: string) =>
  dataOf(
    consoleOrderList,
    await consoleGet(t(), `/orders?attention=${queue}&per_page=100`, who.ops),
  ).items.map((o) => o.id);
const itemOf = (items: InboxItem[], orderId: number) => items.find((i) => i.order_id === orderId);

beforeAll(async () => {
  who = await callers(t());
  await setWhatsapp(t(), 3, true);
  low = await ratedBooking(3, 1, 'The cake arrived squashed');
  happy = await ratedBooking(4, 5, 'Lovely balloons');
  waiting = await bookCod(t(), 5, 'feedback-waiting');
});

describe("bookings' feedback in the inbox", () => {
  it('lists it with its rating, booking and the channels a reply can take', async () => {
    const { items } = await inbox('?source=order_feedback');
    const item = itemOf(items, low);
    expect(item).toMatchObject({
      id: `order_feedback:${low}`,
      source: 'order_feedback',
      status: 'new',
      rating: 1,
      message: 'The cake arrived squashed',
      mobile: '9000000003',
      city: { name: 'Delhi NCR' },
      replies: [],
    });
    expect(item?.reply_channels).toEqual(expect.arrayContaining(['sms', 'whatsapp']));
    // Customer 4 never opted in to WhatsApp: a reply there is not offered.
    expect(itemOf(items, happy)?.reply_channels).not.toContain('whatsapp');
  });

  it('filters by rating, city and day, and only feedback has a rating', async () => {
    expect((await inbox('?rating=1')).items.map((i) => i.order_id)).toEqual([low]);
    expect((await inbox('?rating=5&source=order_feedback')).items.map((i) => i.order_id)).toEqual([happy]);
    expect(itemOf((await inbox('?city_id=2&source=order_feedback')).items, low)).toBeUndefined();
    const today = now.toISOString().slice(0, 10);
    expect(itemOf((await inbox(`?from=${today}&to=${today}`)).items, low)).toBeDefined();
    expect(itemOf((await inbox('?from=2026-11-01&to=2026-11-30')).items, low)).toBeUndefined();
  });

  it('refuses bad filters naming the field', async () => {
    for (const [query, field] of [
      ['rating=6', 'rating'],
      ['rating=good', 'rating'],
      ['from=2026-12-31&to=2026-12-01', 'to'],
      ['from=2026-02-30', 'from'],
      ['source=tweet', 'source'],
    ] as const) {
      const reply = await consoleGet(t(), `/inbox?${query}`, who.ops);
      expect(reply.statusCode, query).toBe(400);
      expect(errorOf(reply).data, query).toHaveProperty(field);
    }
  });
});

describe('a low rating on Today, replied to', () => {
  it('waits on "Low ratings" until a reply by WhatsApp handles it, recorded, audited and sent', async () => {
    const before = await lowRatings();
    expect(before).toMatchObject({ label: 'Low ratings' });
    expect(await queueIds('low_rating')).toEqual(expect.arrayContaining([low]));
    expect(await queueIds('low_rating')).not.toContain(happy);

    const reply = await consolePost(
      t(),
      `/inbox/order_feedback/${low}/reply`,
      { channel: 'whatsapp', body: '  We are sorry about the cake: a new one is on us.  ' },
      who.ops,
    );
    const sent = dataOf(inboxReplied, reply);
    expect(sent).toMatchObject({
      status: 'done',
      reply: {
        channel: 'whatsapp',
        recipient: '9000000003',
        body: 'We are sorry about the cake: a new one is on us.',
      },
    });
    expect(sent.reply.operator.id).toBe(OPS);

    // Off Today's queue, and the item shows its reply.
    expect((await lowRatings())?.count).toBe((before?.count ?? 0) - 1);
    expect(await queueIds('low_rating')).not.toContain(low);
    const item = itemOf((await inbox('?source=order_feedback')).items, low);
    expect(item?.status).toBe('done');
    expect(item?.replies.map((r) => r.body)).toEqual(['We are sorry about the cake: a new one is on us.']);

    // The order's page shows the feedback and its reply too.
    const order = dataOf(consoleOrderDetail, await consoleGet(t(), `/orders/${low}`, who.ops));
    expect(order.feedback).toMatchObject({ rating: 1, comment: 'The cake arrived squashed', status: 'done' });
    expect(order.feedback?.replies.map((r) => r.channel)).toEqual(['whatsapp']);
    const unrated = dataOf(consoleOrderDetail, await consoleGet(t(), `/orders/${waiting}`, who.ops));
    expect(unrated.feedback).toBeNull();

    const audit = (await auditRows(t())).at(-1);
    expect(audit).toMatchObject({ action: 'inbox.reply', orderId: low, actorId: OPS });

    // The outbox sends it on WhatsApp to the customer's mobile, in the operator's words.
    await deliverDueMessages(
      t().database.db,
      { sms: outboxSms, whatsapp: outboxChannel('whatsapp'), ...LINKS },
      now,
    );
    const [message] = await t()
      .database.db.select()
      .from(schema.messages)
      .where(and(eq(schema.messages.orderId, low), eq(schema.messages.kind, 'feedback_reply')));
    expect(message).toMatchObject({ channel: 'whatsapp', status: 'sent', recipient: '9000000003' });
    expect(message?.body).toContain('a new one is on us');
  });

  it('replies to site feedback by email, to the address it gave', async () => {
    const form = await t().app.inject({
      method: 'POST',
      url: '/v2/feedback',
      payload: { message: 'Checkout was slow', rating: 2, email: 'slow@feedback.example' },
      remoteAddress: '203.0.113.77',
      headers: { CITY: 'mumbai' },
    });
    expect(form.statusCode, form.body).toBe(200);
    const [item] = (await inbox('?q=checkout was slow')).items;
    expect(item).toMatchObject({ source: 'feedback', rating: 2, reply_channels: ['email'] });
    const sent = dataOf(
      inboxReplied,
      await consolePost(
        t(),
        `/inbox/feedback/${item?.item_id}/reply`,
        { channel: 'email', body: 'Thanks, we made it faster.' },
        who.admin,
      ),
    );
    expect(sent.reply).toMatchObject({ channel: 'email', recipient: 'slow@feedback.example' });
  });

  it('refuses a channel the customer cannot be reached on, a reply to an enquiry, bad input and no session', async () => {
    const replies = () => t().database.db.select().from(schema.inboxReplies);
    const messages = () => t().database.db.select().from(schema.messages);
    const both = async () => [(await replies()).length, (await messages()).length];
    await expectBadInput(
      t(),
      consolePost(t(), `/inbox/order_feedback/${happy}/reply`, { channel: 'whatsapp', body: 'Hi' }, who.ops),
      { status: 409, field: 'channel', code: 'REPLY_CHANNEL_UNREACHABLE' },
      both,
    );
    await expectBadInput(
      t(),
      consolePost(t(), '/inbox/enquiry/1/reply', { channel: 'sms', body: 'Hi' }, who.ops),
      { status: 409, field: 'source', code: 'NOT_REPLYABLE' },
      both,
    );
    for (const [body, field] of [
      [{ channel: 'sms', body: '   ' }, 'body'],
      [{ channel: 'sms', body: 'x'.repeat(601) }, 'body'],
      [{ channel: 'pigeon', body: 'Hi' }, 'channel'],
    ] as const)
      await expectBadInput(
        t(),
        consolePost(t(), `/inbox/order_feedback/${happy}/reply`, body, who.ops),
        { status: 400, field },
        both,
      );
    const missing = await consolePost(
      t(),
      '/inbox/order_feedback/999999/reply',
      { channel: 'sms', body: 'Hi' },
      who.ops,
    );
    expect(missing.statusCode).toBe(404);
    const customer = await consolePost(
      t(),
      `/inbox/order_feedback/${happy}/reply`,
      { channel: 'sms', body: 'Hi' },
      who.customer,
    );
    expect(customer.statusCode).toBe(403);
    expect(await both()).toEqual(await both());
  });
});

describe('the slot passed with no vendor', () => {
  it('leaves "No vendor yet" for a queue of its own once the slot has begun', async () => {
    const [status] = await t()
      .database.db.select({ status: schema.orders.status })
      .from(schema.orders)
      .where(eq(schema.orders.id, waiting));
    expect(['placed', 'sent_to_vendor']).toContain(status?.status);
    expect(await queueIds('slot_passed')).not.toContain(waiting);
    // Friday 4 Dec, 1:30 PM IST: half an hour into its 1 PM slot, the operator signed in that day.
    now = new Date('2026-12-04T08:00:00.000Z');
    await t()
      .database.db.update(schema.sessions)
      .set({ createdAt: now, lastSeenAt: now, expiresAt: new Date(now.getTime() + 3_600_000) })
      .where(eq(schema.sessions.userId, OPS));
    expect(await queueIds('slot_passed')).toContain(waiting);
    expect(await queueIds('no_vendor')).not.toContain(waiting);
    const queues = dataOf(todayQueues, await consoleGet(t(), '/today', who.ops)).queues;
    expect(queues.find((q) => q.key === 'slot_passed')?.count).toBeGreaterThan(0);
    now = TEST_NOW;
  });
});

describe('a customer who deletes their account', () => {
  it("leaves the replies to their feedback without their address or the reply's words", async () => {
    await t().database.db.transaction((tx) =>
      eraseCustomer(tx, { id: 3, mobile: '9000000003', email: null, firstName: 'x' }, now),
    );
    const item = itemOf((await inbox('?source=order_feedback')).items, low);
    expect(item?.replies).toHaveLength(1);
    expect(item?.replies[0]).toMatchObject({ recipient: '', body: '' });
  });
});
