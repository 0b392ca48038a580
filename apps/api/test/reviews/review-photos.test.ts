import { errorEnvelope, homepageReviews, ratingImagesPage, successEnvelope } from '@store/contract';
import { schema } from '@store/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callers, consolePut } from '../console/console-helpers';
import { TEST_NOW } from '../support/fixtures';
import { sessionFor } from '../support/sessions';
import { useTestApp } from '../support/test-app';
import { image, multipart } from '../vendors/vendors-day-helpers';
import { complete, headers, placeFor, post, reviewState } from './review-helpers';

// A review's photos: added while it waits, checked and re-encoded through the file store as a
// vendor's setup photos are, at most five, shown in the experience's gallery once approved.

const t = useTestApp({ clock: () => TEST_NOW });

async function sendPhotos(orderId: number, token: string, files: Parameters<typeof multipart>[0]) {
  const body = multipart(files);
  return t().app.inject({
    method: 'POST',
    url: `/v5/orders/${orderId}/review/photos`,
    payload: body.payload,
    headers: { ...body.headers, ...headers(token) },
  });
}

async function reviewedBooking() {
  const token = await sessionFor(t(), 2);
  const id = await placeFor(t(), token);
  await complete(t(), id, TEST_NOW);
  const state = reviewState(
    (await post(t(), `/v5/orders/${id}/review`, { rating: 5, body: 'Photos' }, token)).json(),
  );
  return { token, id, reviewId: state.review?.id ?? 0 };
}

const imagesOf = async (orderId: number) => {
  const [review] = await t()
    .database.db.select()
    .from(schema.reviews)
    .where(eq(schema.reviews.orderId, orderId));
  return t()
    .database.db.select()
    .from(schema.reviewImages)
    .where(eq(schema.reviewImages.reviewId, review?.id ?? 0));
};

describe('POST /v5/orders/{id}/review/photos', () => {
  it('keeps up to five re-encoded photos while the review waits, then shows them in the gallery', async () => {
    const { token, id, reviewId } = await reviewedBooking();
    const png = await image(2400, 1200, 'png');
    const added = await sendPhotos(id, token, [
      { name: 'cake.png', bytes: png, type: 'image/png' },
      { name: 'room.jpg', bytes: await image(300, 200, 'jpeg') },
    ]);
    expect(added.statusCode).toBe(200);
    const photos = reviewState(added.json()).review?.photos ?? [];
    expect(photos).toHaveLength(2);
    expect(photos.every((p) => /^\/images\/reviews\/[a-f0-9]{32}\.jpg$/.test(p))).toBe(true);
    const file = await t().app.inject({
      method: 'GET',
      url: `/v1/files/review-photos/${photos[0]?.split('/').pop()}`,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');

    const tooMany = await sendPhotos(
      id,
      token,
      await Promise.all(
        [1, 2, 3, 4].map(async (n) => ({ name: `${n}.jpg`, bytes: await image(50, 50, 'jpeg') })),
      ),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(errorEnvelope.parse(tooMany.json()).error_message).toBe(
      'A review takes at most 5 photos: 3 more can be added.',
    );
    const notAnImage = await sendPhotos(id, token, [{ name: 'notes.txt', bytes: Buffer.from('hello') }]);
    expect(notAnImage.statusCode).toBe(400);
    expect(await imagesOf(id)).toHaveLength(2);

    const gallery = async () =>
      successEnvelope(ratingImagesPage)
        .parse((await t().app.inject({ url: '/v3/experience/14/all_rating_images' })).json())
        .data.images.filter((i) => i.review_id === reviewId);
    const homeStrip = async () =>
      successEnvelope(homepageReviews)
        .parse((await t().app.inject({ url: '/v2/homepage_reviews?city=delhi-ncr' })).json())
        .data.reviews.map((r) => ({ id: r.id, image_url: r.image_url, verified: r.verified }));
    expect(await gallery()).toHaveLength(0);
    expect((await homeStrip()).map((r) => r.id)).not.toContain(reviewId);
    const who = await callers(t());
    await consolePut(t(), `/reviews/${reviewId}/decision`, { decision: 'approve' }, who.ops);
    expect((await gallery()).map((i) => i.url)).toEqual(photos);
    // The newest 5-star review with a picture leads the city's home strip.
    expect((await homeStrip())[0]).toEqual({ id: reviewId, image_url: photos[0], verified: true });

    const closed = await sendPhotos(id, token, [{ name: 'late.jpg', bytes: await image(50, 50, 'jpeg') }]);
    expect(closed.statusCode).toBe(409);
    expect(errorEnvelope.parse(closed.json()).code).toBe('REVIEW_CLOSED');
  });

  it('refuses photos before the review is written', async () => {
    const token = await sessionFor(t(), 2);
    const id = await placeFor(t(), token);
    await complete(t(), id, TEST_NOW);
    const early = await sendPhotos(id, token, [{ name: 'a.jpg', bytes: await image(50, 50, 'jpeg') }]);
    expect(early.statusCode).toBe(409);
    expect(errorEnvelope.parse(early.json()).code).toBe('REVIEW_CLOSED');
  });
});
