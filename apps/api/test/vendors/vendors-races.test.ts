import { schema } from '@store/db';
import { describe, expect, it } from 'vitest';
import { dispatchOrders } from '../../src/modules/vendors/dispatch.service';
import { timeOutVendorRequests } from '../../src/modules/vendors/timeouts.service';
import { bookCod, minutesAfter } from '../messaging/message-helpers';
import { TEST_NOW } from '../support/fixtures';
import { useTestApp } from '../support/test-app';
import {
  currentRequest,
  dispatchAll,
  get,
  RANKED_FOR_14,
  requestsOf,
  responseUrl,
  SETTINGS,
  statusOf,
} from './vendors-helpers';

// Two vendors never hold one order. Answers given at the same moment, and an answer
// racing the timeout sweep, each end with exactly one outcome. PGlite runs one transaction at a time;
// the api-postgres run of this file shows the real races (the request row is locked first).

describe('answers at the same moment', () => {
  let now = TEST_NOW;
  const t = useTestApp({ clock: () => now });

  it('lets exactly one answer win; a vendor the request moved on from is refused', async () => {
    for (let round = 0; round < 3; round += 1) {
      const orderId = await bookCod(t(), 2 + round, `race-${round}`);
      await dispatchAll(t(), minutesAfter(1));
      const first = await currentRequest(t(), orderId);
      now = minutesAfter(2);
      expect((await get(t(), responseUrl(first.token, 0))).statusCode).toBe(200);
      await dispatchAll(t(), minutesAfter(3));
      const second = await currentRequest(t(), orderId);
      expect(second.request.vendorId).toBe(RANKED_FOR_14[1]);

      const answers = await Promise.all([
        get(t(), responseUrl(first.token, 1)),
        get(t(), responseUrl(second.token, 1)),
        get(t(), responseUrl(second.token, 0)),
        get(t(), responseUrl(second.token, 1)),
        get(t(), responseUrl(first.token, 1)),
      ]);
      const codes = answers.map((a) => a.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      expect(codes.filter((c) => c === 400)).toHaveLength(4);
      expect(codes[0]).toBe(400);
      expect(codes[4]).toBe(400);
      const won = answers.find((a) => a.statusCode === 200)?.json() as { message: string };
      const expected = won.message === 'Booking Accepted' ? 'accepted' : 'rejected';
      expect(await statusOf(t(), orderId)).toBe(expected);
      const statuses = (await requestsOf(t(), orderId)).map((r) => r.status);
      expect(statuses).toEqual(['rejected', expected]);
    }
  });

  it('sends an order once when two dispatch passes run at the same moment', async () => {
    const orderId = await bookCod(t(), 4, 'race-dispatch');
    await Promise.all([
      dispatchOrders(t().database.db, SETTINGS, minutesAfter(1)),
      dispatchOrders(t().database.db, SETTINGS, minutesAfter(1)),
      dispatchOrders(t().database.db, SETTINGS, minutesAfter(1)),
    ]);
    await dispatchAll(t(), minutesAfter(1));
    expect((await requestsOf(t(), orderId)).map((r) => [r.vendorId, r.status])).toEqual([
      [RANKED_FOR_14[0], 'sent'],
    ]);
    expect(await statusOf(t(), orderId)).toBe('sent_to_vendor');
  });

  it('keeps a second open request for an order out of the database', async () => {
    const orderId = await bookCod(t(), 5, 'race-index');
    await dispatchAll(t(), minutesAfter(1));
    const { request } = await currentRequest(t(), orderId);
    const second = t()
      .database.db.insert(schema.vendorRequests)
      .values({ orderId, vendorId: RANKED_FOR_14[3] ?? 0, sentAt: TEST_NOW, answerBy: request.answerBy });
    await expect(second).rejects.toThrow();
    expect(await requestsOf(t(), orderId)).toHaveLength(1);
  });
});

describe('an acceptance racing the timeout sweep', () => {
  let now = TEST_NOW;
  const t = useTestApp({ clock: () => now });

  it('ends with exactly one outcome: accepted, or timed out and the acceptance refused', async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < 4; round += 1) {
      const orderId = await bookCod(t(), 2 + round, `timeout-race-${round}`);
      await dispatchAll(t(), minutesAfter(1 + round * 200));
      const { request, token } = await currentRequest(t(), orderId);
      // The vendor's clock reads just inside the window, the sweep's just after it.
      now = new Date(request.answerBy.getTime() - 1);
      const [answer] = await Promise.all([
        get(t(), responseUrl(token, 1)),
        timeOutVendorRequests(t().database.db, request.answerBy),
      ]);
      const [closed] = await requestsOf(t(), orderId);
      if (answer.statusCode === 200) {
        expect(closed?.status).toBe('accepted');
        expect(await statusOf(t(), orderId)).toBe('accepted');
      } else {
        expect(answer.statusCode).toBe(400);
        expect(closed?.status).toBe('timed_out');
        expect(await statusOf(t(), orderId)).toBe('rejected');
      }
      outcomes.add(closed?.status ?? '');
    }
    expect([...outcomes].every((o) => o === 'accepted' || o === 'timed_out')).toBe(true);
  });
});
