import { reviewsOperations } from '@store/contract';
import type { AppContext } from '../../app-context';
import { sendCachedJson } from '../../http/cached-json';
import { cityFromHeaderOrQuery } from '../../http/city-context';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { getHomepageReviews, getRatingImages, getRatings, getReviews } from './reviews.service';

export function reviewsRoutes({ app, catalogueDb: db, catalogueCache }: AppContext): void {
  route(app, reviewsOperations.ratingImages, async (request, reply) => {
    const { id } = request.params;
    const { page, size } = request.query;
    return sendCachedJson(reply, catalogueCache, `rating-images:${id}:${page}:${size}`, async () =>
      ok(await getRatingImages(db, id, { page, size })),
    );
  });

  route(app, reviewsOperations.ratings, async (request, reply) => {
    const { id } = request.params;
    const { page, size } = request.query;
    return sendCachedJson(reply, catalogueCache, `ratings:${id}:${page}:${size}`, async () =>
      ok(await getRatings(db, id, { page, size })),
    );
  });

  route(app, reviewsOperations.reviews, async (request, reply) => {
    const { id } = request.params;
    const q = request.query;
    const key = `reviews:${id}:${q.city_id}:${q.is_task}:${q.page}:${q.size}`;
    return sendCachedJson(reply, catalogueCache, key, async () => ok(await getReviews(db, id, q)));
  });

  route(app, reviewsOperations.homepageReviews, async (request, reply) => {
    const city = cityFromHeaderOrQuery(request, request.query);
    return sendCachedJson(reply, catalogueCache, `homepage-reviews:${city}`, async () =>
      ok(await getHomepageReviews(db, city)),
    );
  });
}
