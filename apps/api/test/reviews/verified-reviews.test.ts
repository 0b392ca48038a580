import { errorEnvelope, experienceDetail, ratingsPage, successEnvelope } from '@store/contract';
import { reviewDecided, reviewQueue } from '@store/contract/console';
import { schema } from '@store/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callers, consoleGet, consolePut, dataOf, errorOf } from '../console/console-helpers';
import { TEST_NOW } from '../support/fixtures';
import { sessionFor } from '../support/sessions';
import { useTestApp } from '../support/test-app';
import { complete, get, placeFor, post, reviewState } from './review-helpers';

// A customer reviews their completed booking once, from its tracking page; the review waits for an
// operator, and once approved shows on the experience as a verified booking. Runs on PGlite and
// PostgreSQL (two reviews sent at once give one).

const now = TEST_NOW;
const t = useTestApp({ clock: () => now });
let who: Awaited<ReturnType<typeof callers>>;
beforeAll(async () => {
  who = await callers(t());
});

const ratingsOf14 = async () =>
  successEnvelope(ratingsPage).parse((await get(t(), '/v3/experience/14/ratings?size=50')).json()).data;

describe('a verified review, from writing to the experience page', () => {
  it('opens once completed, is held until approved, then shows as a verified booking', async () => {
    const token = await sessionFor(t(), 2);
    const id = await placeFor(t(), token);
    const early = reviewState((await get(t(), `/v5/orders/${id}/review`, token)).json());
    expect(early).toEqual({
      order_id: id,
      review: null,
      can_write: false,
      reason: 'You can review this booking once it is completed.',
      google_review_url: null,
    });
    const tooSoon = await post(t(), `/v5/orders/${id}/review`, { rating: 5, body: 'Early' }, token);
    expect(tooSoon.statusCode).toBe(409);
    expect(errorEnvelope.parse(tooSoon.json()).code).toBe('ORDER_NOT_COMPLETED');

    await complete(t(), id, now);
    expect(reviewState((await get(t(), `/v5/orders/${id}/review`, token)).json())).toMatchObject({
      can_write: true,
      reason: null,
    });
    const before = await ratingsOf14();
    const written = await post(t(), `/v5/orders/${id}/review`, { rating: 5, body: ' Lovely setup ' }, token);
    expect(written.statusCode).toBe(200);
    const state = reviewState(written.json());
    expect(state).toMatchObject({
      review: { rating: 5, body: 'Lovely setup', status: 'pending', photos: [] },
      can_write: false,
      reason: 'You have already reviewed this booking.',
      google_review_url: 'https://search.google.com/local/writereview?placeid=demo-delhi-ncr',
    });
    // Held: the experience's reviews are as they were.
    expect((await ratingsOf14()).total).toBe(before.total);

    const again = await post(t(), `/v5/orders/${id}/review`, { rating: 1, body: 'Twice' }, token);
    expect(again.statusCode).toBe(409);
    expect(errorEnvelope.parse(again.json()).code).toBe('ALREADY_REVIEWED');

    const queue = dataOf(reviewQueue, await consoleGet(t(), '/reviews?status=pending', who.ops));
    const queued = queue.items.find((r) => r.order_id === id);
    expect(queued).toMatchObject({ rating: 5, customer_name: 'Aarav S.', experience: { id: 14 } });
    const reviewId = queued?.id ?? 0;
    const approved = dataOf(
      reviewDecided,
      await consolePut(t(), `/reviews/${reviewId}/decision`, { decision: 'approve' }, who.ops),
    );
    expect(approved).toEqual({ id: reviewId, status: 'approved' });
    const twice = await consolePut(t(), `/reviews/${reviewId}/decision`, { decision: 'approve' }, who.ops);
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).code).toBe('REVIEW_ALREADY_DECIDED');

    const after = await ratingsOf14();
    expect(after.total).toBe(before.total + 1);
    expect(after.reviews[0]).toMatchObject({
      id: reviewId,
      customer_name: 'Aarav S.',
      body: 'Lovely setup',
      verified: true,
    });
    const page = successEnvelope(experienceDetail).parse((await get(t(), '/v5/experience/id/14')).json());
    expect(page.data.reviews.find((r) => r.id === reviewId)?.verified).toBe(true);
    expect(page.data.reviews.filter((r) => r.id !== reviewId).every((r) => !r.verified)).toBe(true);
    const audit = await t()
      .database.db.select()
      .from(schema.consoleAudit)
      .where(eq(schema.consoleAudit.orderId, id));
    expect(audit.map((a) => a.action)).toContain('review.approve');
  });

  it('offers no Google page under 4 stars, and a rejected review never shows', async () => {
    const token = await sessionFor(t(), 2);
    const id = await placeFor(t(), token);
    await complete(t(), id, now);
    const before = await ratingsOf14();
    const state = reviewState(
      (await post(t(), `/v5/orders/${id}/review`, { rating: 3, body: 'Late by an hour' }, token)).json(),
    );
    expect(state.google_review_url).toBeNull();
    const reviewId = state.review?.id ?? 0;
    const rejected = await consolePut(t(), `/reviews/${reviewId}/decision`, { decision: 'reject' }, who.ops);
    expect(dataOf(reviewDecided, rejected).status).toBe('rejected');
    expect((await ratingsOf14()).total).toBe(before.total);
    const tracked = reviewState((await get(t(), `/v5/orders/${id}/review`, token)).json());
    expect(tracked.review?.status).toBe('rejected');
  });

  it('takes two reviews of one booking sent at once as one', async () => {
    const token = await sessionFor(t(), 2);
    const id = await placeFor(t(), token);
    await complete(t(), id, now);
    const replies = await Promise.all(
      [5, 4].map((rating) =>
        post(t(), `/v5/orders/${id}/review`, { rating, body: `At once ${rating}` }, token),
      ),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = replies.find((r) => r.statusCode === 409);
    expect(errorEnvelope.parse(refused?.json()).code).toBe('ALREADY_REVIEWED');
    const rows = await t().database.db.select().from(schema.reviews).where(eq(schema.reviews.orderId, id));
    expect(rows).toHaveLength(1);
  });

  it('refuses bad input by name and another customer as a missing order, writing nothing', async () => {
    const token = await sessionFor(t(), 2);
    const id = await placeFor(t(), token);
    await complete(t(), id, now);
    for (const body of [
      { rating: 0 },
      { rating: 6 },
      { rating: 4.5 },
      {},
      { rating: 5, body: 'x'.repeat(2001) },
    ]) {
      const bad = await post(t(), `/v5/orders/${id}/review`, body, token);
      expect(bad.statusCode).toBe(400);
      expect(errorEnvelope.parse(bad.json()).code).toBe('VALIDATION_FAILED');
    }
    const stranger = await sessionFor(t(), 3);
    const theirs = await post(t(), `/v5/orders/${id}/review`, { rating: 1 }, stranger);
    expect(theirs.statusCode).toBe(404);
    const signedOut = await post(t(), `/v5/orders/${id}/review`, { rating: 1 });
    expect([401, 403]).toContain(signedOut.statusCode);
    const rows = await t().database.db.select().from(schema.reviews).where(eq(schema.reviews.orderId, id));
    expect(rows).toHaveLength(0);
    const badDecision = await consolePut(t(), '/reviews/1/decision', { decision: 'maybe' }, who.ops);
    expect(badDecision.statusCode).toBe(400);
    const imported = await consolePut(t(), '/reviews/1/decision', { decision: 'reject' }, who.ops);
    expect(imported.statusCode).toBe(404);
  });
});
