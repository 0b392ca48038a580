import {
  cityQuery,
  homepageReviews,
  idParams,
  ratingImagesPage,
  ratingImagesQuery,
  ratingsPage,
  ratingsQuery,
  reviewsPage,
  reviewsQuery,
  successEnvelope,
} from '@store/contract';
import type { AppContext } from '../../app-context';
import { sendCachedJson } from '../../http/cached-json';
import { cityFromHeaderOrQuery } from '../../http/city-context';
import { ok } from '../../http/envelope';
import { getHomepageReviews, getRatingImages, getRatings, getReviews } from './reviews.service';

export function reviewsRoutes({ app, catalogueDb: db, catalogueCache }: AppContext): void {
  app.get(
    '/v3/experience/:id/all_rating_images',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Every review image of an experience, newest first (size defaults to 2000)',
        params: idParams,
        querystring: ratingImagesQuery,
        response: { 200: successEnvelope(ratingImagesPage) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { page, size } = request.query;
      return sendCachedJson(reply, catalogueCache, `rating-images:${id}:${page}:${size}`, async () =>
        ok(await getRatingImages(db, id, { page, size })),
      );
    },
  );

  app.get(
    '/v3/experience/:id/ratings',
    {
      schema: {
        tags: ['reviews'],
        summary: 'The rating (score, count, distribution) and a page of reviews of an experience',
        params: idParams,
        querystring: ratingsQuery,
        response: { 200: successEnvelope(ratingsPage) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { page, size } = request.query;
      return sendCachedJson(reply, catalogueCache, `ratings:${id}:${page}:${size}`, async () =>
        ok(await getRatings(db, id, { page, size })),
      );
    },
  );

  app.get(
    '/v5/reviews/:id',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Reviews in a city of an experience (is_task true) or of the experiences of a tag (false)',
        params: idParams,
        querystring: reviewsQuery,
        response: { 200: successEnvelope(reviewsPage) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const q = request.query;
      const key = `reviews:${id}:${q.city_id}:${q.is_task}:${q.page}:${q.size}`;
      return sendCachedJson(reply, catalogueCache, key, async () => ok(await getReviews(db, id, q)));
    },
  );

  app.get(
    '/v2/homepage_reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Up to 12 recent 4-5 star reviews in the city (CITY header or city query), pictures first',
        querystring: cityQuery,
        response: { 200: successEnvelope(homepageReviews) },
      },
    },
    async (request, reply) => {
      const city = cityFromHeaderOrQuery(request, request.query);
      return sendCachedJson(reply, catalogueCache, `homepage-reviews:${city}`, async () =>
        ok(await getHomepageReviews(db, city)),
      );
    },
  );
}
