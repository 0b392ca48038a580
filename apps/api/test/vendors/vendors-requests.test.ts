import { schema } from '@store/db';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deliverDueMessages } from '../../src/modules/messaging/deliver.service';
import { outboxSms } from '../../src/modules/messaging/sms-outbox';
import { onOrdersToDispatch } from '../../src/modules/signals/dispatch-due';
import { timeOutVendorRequests } from '../../src/modules/vendors/timeouts.service';
import { bookCod, LINKS, minutesAfter, STORE } from '../messaging/message-helpers';
import { TEST_NOW } from '../support/fixtures';
import { sessionFor } from '../support/sessions';
import { useTestApp } from '../support/test-app';
import {
  currentRequest,
  dataOf,
  dispatchAll,
  errorOf,
  get,
  RANKED_FOR_14,
  requestsOf,
  responseUrl,
  statusOf,
  viewUrl,
} from './vendors-helpers';

// A placed booking whose mandatory questions are answered goes to its first
// eligible vendor by a signed link; a rejection or a lapsed answer window moves it to the next; with
// nobody left it is flagged for the operators. Runs on PGlite and PostgreSQL.

describe('a booking request reaches the first vendor once the mandatory questions are answered', () => {
  let now = TEST_NOW;
  const t = useTestApp({ clock: () => now });
  let orderId = 0;

  it('waits while a mandatory question is unanswered, then asks the vendor ranked first', async () => {
    const db = t().database.db;
    const token = await sessionFor(t(), 2);
    orderId = await bookCod(t(), 2, 'vendor-1');
    // An operator adds a mandatory question after the booking: the order now waits for its answer.
    const [question] = await db
      .insert(schema.bookingQuestions)
      .values({
        experienceId: 14,
        question: 'Whose birthday is it?',
        kind: 'text',
        mandatory: true,
        position: 1,
      })
      .returning({ id: schema.bookingQuestions.id });
    await dispatchAll(t(), minutesAfter(1));
    expect(await statusOf(t(), orderId)).toBe('placed');
    expect(await requestsOf(t(), orderId)).toEqual([]);

    const answered = await t().app.inject({
      method: 'POST',
      url: `/v2/booking/${orderId}/questions`,
      payload: { question_response: [{ id: question?.id, value: 'Asha' }] },
      headers: { 'x-csrf-token': token },
    });
    expect(answered.statusCode).toBe(200);
    await dispatchAll(t(), minutesAfter(2));
    expect(await statusOf(t(), orderId)).toBe('sent_to_vendor');
    const [request] = await requestsOf(t(), orderId);
    expect(request).toMatchObject({ vendorId: RANKED_FOR_14[0], status: 'sent' });
    // Three days before the slot: the full two hours to answer.
    expect(request?.answerBy).toEqual(minutesAfter(2 + 120));
    const [audit] = await db
      .select()
      .from(schema.orderEvents)
      .where(and(eq(schema.orderEvents.orderId, orderId), eq(schema.orderEvents.toStatus, 'sent_to_vendor')));
    expect(audit).toMatchObject({ fromStatus: 'placed', cause: 'requested from a vendor' });
  });

  it('texts the vendor (no WhatsApp without its opt-in) a link to the response page', async () => {
    const { request, token } = await currentRequest(t(), orderId);
    await deliverDueMessages(t().database.db, { ...LINKS, sms: outboxSms }, minutesAfter(3));
    const rows = await t()
      .database.db.select()
      .from(schema.messages)
      .where(eq(schema.messages.key, `vendor-request:${request.id}:sms`));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'sent', vendorId: 5, userId: null, recipient: '9100000005' });
    expect(rows[0]?.body).toBe(
      `New booking request #${orderId}: Romantic Balloon Decor for Room on Fri 4 Dec, 1:00 PM at 110070. Accept or reject here: ${STORE}/vendor/response?token=${encodeURIComponent(token)}`,
    );
    const whatsapp = await t()
      .database.db.select()
      .from(schema.messages)
      .where(eq(schema.messages.key, `vendor-request:${request.id}:whatsapp`));
    expect(whatsapp).toEqual([]);
  });

  it('shows the vendor the booking without the customer: area, slot, answers, no name or phone', async () => {
    const { token } = await currentRequest(t(), orderId);
    const view = await get(t(), viewUrl(token));
    expect(view.statusCode).toBe(200);
    const data = dataOf(view.json());
    expect(data).toMatchObject({
      order_id: orderId,
      vendor_name: 'Jashn Party Planners',
      status: 'sent',
      can_respond: true,
      closed_reason: null,
      experience: { id: 14, name: 'Romantic Balloon Decor for Room' },
      date: '2026-12-04',
      slot: { start_time: '13:00:00', label: 'Fri 4 Dec, 1:00 PM' },
      area: { pincode: '110070' },
      customer: null,
      response_url: `/v1/vendor/response?token=${encodeURIComponent(token)}`,
    });
    expect(data.answers).toContainEqual({ question: 'Whose birthday is it?', answer: 'Asha' });
    expect(view.body).not.toContain('9000000002');
    expect(view.body).not.toContain('Aarav');
  });

  it('moves a rejection on to the next vendor; the rejected answer is one-time', async () => {
    const { token } = await currentRequest(t(), orderId);
    now = minutesAfter(10);
    let hints = 0;
    const stop = onOrdersToDispatch(() => {
      hints += 1;
    });
    const rejected = await get(t(), responseUrl(token, 0));
    stop();
    // The job queue is asked to dispatch at once (main.ts), not at its next minute.
    expect(hints).toBe(1);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ message: 'Booking Rejected' });
    expect(dataOf(rejected.json())).toMatchObject({ status: 'rejected', can_respond: false });
    expect(await statusOf(t(), orderId)).toBe('rejected');

    for (const again of [0, 1]) {
      const repeated = await get(t(), responseUrl(token, again));
      expect(repeated.statusCode).toBe(400);
      expect(errorOf(repeated.json())).toMatchObject({
        code: 'ALREADY_RESPONDED',
        error_message: 'You rejected this booking.',
      });
    }
    await dispatchAll(t(), minutesAfter(11));
    expect((await requestsOf(t(), orderId)).map((r) => [r.vendorId, r.status])).toEqual([
      [RANKED_FOR_14[0], 'rejected'],
      [RANKED_FOR_14[1], 'sent'],
    ]);
    expect(await statusOf(t(), orderId)).toBe('sent_to_vendor');
  });

  it('moves a request nobody answered in time on to the next vendor; its link then takes no answer', async () => {
    const { request, token } = await currentRequest(t(), orderId);
    // The seed's own orders went to vendors earlier; their requests lapse first.
    await timeOutVendorRequests(t().database.db, new Date(request.answerBy.getTime() - 1));
    expect((await currentRequest(t(), orderId)).request.status).toBe('sent');
    now = request.answerBy;
    const late = await get(t(), responseUrl(token, 1));
    expect(late.statusCode).toBe(400);
    expect(errorOf(late.json()).error_message).toMatch(
      /^This request could be answered until .*: it goes to another partner\.$/,
    );
    expect(dataOf((await get(t(), viewUrl(token))).json())).toMatchObject({
      status: 'sent',
      can_respond: false,
    });

    expect(await timeOutVendorRequests(t().database.db, request.answerBy)).toBeGreaterThanOrEqual(1);
    expect(await statusOf(t(), orderId)).toBe('rejected');
    const [audit] = await t()
      .database.db.select()
      .from(schema.orderEvents)
      .where(
        and(
          eq(schema.orderEvents.orderId, orderId),
          eq(schema.orderEvents.cause, 'no answer from the vendor in time'),
        ),
      );
    expect(audit).toMatchObject({ fromStatus: 'sent_to_vendor', toStatus: 'rejected' });
    await dispatchAll(t(), request.answerBy);
    expect((await requestsOf(t(), orderId)).map((r) => [r.vendorId, r.status])).toEqual([
      [RANKED_FOR_14[0], 'rejected'],
      [RANKED_FOR_14[1], 'timed_out'],
      [RANKED_FOR_14[2], 'sent'],
    ]);
    const timedOut = await get(t(), responseUrl(token, 1));
    expect(timedOut.statusCode).toBe(400);
    expect(errorOf(timedOut.json()).error_message).toBe(
      'The time to answer this request ran out: it went to another partner.',
    );
  });

  it('gives the accepting vendor the customer; the acceptance is one-time and the order accepted', async () => {
    const { token } = await currentRequest(t(), orderId);
    const accepted = await get(t(), responseUrl(token, 1));
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ message: 'Booking Accepted' });
    expect(dataOf(accepted.json())).toMatchObject({
      status: 'accepted',
      can_respond: false,
      customer: { name: 'Aarav Sharma', mobile: '9000000002' },
    });
    expect(await statusOf(t(), orderId)).toBe('accepted');
    expect(dataOf((await get(t(), viewUrl(token))).json()).customer?.mobile).toBe('9000000002');
    // The customer's tracking page names the partner who accepted, with their number.
    const detail = await t().app.inject({
      method: 'GET',
      url: `/v2/order-detail-by-id/${orderId}`,
      headers: { 'x-csrf-token': await sessionFor(t(), 2) },
    });
    const vendor = dataOf(accepted.json()).vendor_name;
    expect(detail.json().data.vendor).toEqual({ name: vendor, mobile: expect.stringMatching(/^91\d{8}$/) });
    const again = await get(t(), responseUrl(token, 0));
    expect(again.statusCode).toBe(400);
    expect(errorOf(again.json()).error_message).toBe('You accepted this booking.');
    expect(await statusOf(t(), orderId)).toBe('accepted');
  });
});

describe('when no vendor is left', () => {
  let now = TEST_NOW;
  const t = useTestApp({ clock: () => now });

  it('flags the order for the operators once, after every eligible vendor rejected', async () => {
    const orderId = await bookCod(t(), 3, 'vendor-none');
    for (let turn = 0; turn < RANKED_FOR_14.length; turn += 1) {
      now = minutesAfter(turn * 5 + 1);
      await dispatchAll(t(), now);
      const { request, token } = await currentRequest(t(), orderId);
      expect(request.vendorId).toBe(RANKED_FOR_14[turn]);
      expect((await get(t(), responseUrl(token, 0))).statusCode).toBe(200);
    }
    await dispatchAll(t(), minutesAfter(40));
    await dispatchAll(t(), minutesAfter(41));
    expect(await statusOf(t(), orderId)).toBe('rejected');
    const flags = await t()
      .database.db.select()
      .from(schema.vendorEscalations)
      .where(eq(schema.vendorEscalations.orderId, orderId));
    expect(flags).toMatchObject([
      { reason: 'no vendor left to ask: flagged for the operators', resolvedAt: null },
    ]);
    const notes = await t()
      .database.db.select()
      .from(schema.orderEvents)
      .where(
        and(
          eq(schema.orderEvents.orderId, orderId),
          eq(schema.orderEvents.cause, 'no vendor left to ask: flagged for the operators'),
        ),
      );
    expect(notes).toHaveLength(1);
    expect(await requestsOf(t(), orderId)).toHaveLength(RANKED_FOR_14.length);
  });
});

describe('links that are not a request’s', () => {
  const t = useTestApp();

  it('refuses a forged, altered, unknown or malformed token with a 400 naming the link, writing nothing', async () => {
    const orderId = await bookCod(t(), 4, 'vendor-forged');
    await dispatchAll(t(), minutesAfter(1));
    const { request, token } = await currentRequest(t(), orderId);
    const [id, expires, mac] = token.split('.');
    const tampered = [
      `${id}.${expires}.${mac?.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`,
      `${Number(id) + 1}.${expires}.${mac}`,
      `${id}.${Number(expires) + 3_600_000}.${mac}`,
      'not-a-token',
      `${id}.${expires}`,
    ];
    for (const forged of tampered) {
      for (const url of [viewUrl(forged), responseUrl(forged, 1)]) {
        const answer = await get(t(), url);
        expect(answer.statusCode).toBe(400);
        expect(errorOf(answer.json())).toMatchObject({
          code: 'VENDOR_LINK_INVALID',
          error_message: 'This booking request link is not valid.',
          data: { token: 'This booking request link is not valid.' },
        });
      }
    }
    for (const url of [
      `/v1/vendor/response?token=${encodeURIComponent(token)}`,
      responseUrl(token, 2),
      '/v1/vendor/get_response_view',
      viewUrl('x'.repeat(101)),
    ]) {
      const answer = await get(t(), url);
      expect(answer.statusCode).toBe(400);
    }
    expect(await statusOf(t(), orderId)).toBe('sent_to_vendor');
    expect((await currentRequest(t(), orderId)).request).toEqual(request);
  });
});
