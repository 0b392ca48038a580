import { successEnvelope } from '../envelope';
import { declareOperations } from '../operation';
import { idParams } from '../params';
import {
  cityQuery,
  homepageReviews,
  ratingImagesPage,
  ratingImagesQuery,
  ratingsPage,
  ratingsQuery,
  reviewsPage,
  reviewsQuery,
} from '../reviews';

/** The operations of apps/api/src/modules/reviews, each declared once: the API registers them, the clients call them. */
export const reviewsOperations = declareOperations({
  ratingImages: {
    method: 'GET',
    path: '/v3/experience/:id/all_rating_images',
    access: 'public',
    tags: ['reviews'],
    summary: 'Every review image of an experience, newest first (size defaults to 2000)',
    params: idParams,
    query: ratingImagesQuery,
    replies: { 200: successEnvelope(ratingImagesPage) },
    errors: ['NOT_FOUND'],
  },
  ratings: {
    method: 'GET',
    path: '/v3/experience/:id/ratings',
    access: 'public',
    tags: ['reviews'],
    summary: 'The rating (score, count, distribution) and a page of reviews of an experience',
    params: idParams,
    query: ratingsQuery,
    replies: { 200: successEnvelope(ratingsPage) },
    errors: ['NOT_FOUND'],
  },
  reviews: {
    method: 'GET',
    path: '/v5/reviews/:id',
    access: 'public',
    tags: ['reviews'],
    summary: 'Reviews in a city of an experience (is_task true) or of the experiences of a tag (false)',
    params: idParams,
    query: reviewsQuery,
    replies: { 200: successEnvelope(reviewsPage) },
    errors: ['NOT_FOUND', 'UNKNOWN_CITY'],
  },
  homepageReviews: {
    method: 'GET',
    path: '/v2/homepage_reviews',
    access: 'public',
    tags: ['reviews'],
    summary: 'Up to 12 recent 4-5 star reviews in the city (CITY header or city query), pictures first',
    query: cityQuery,
    replies: { 200: successEnvelope(homepageReviews) },
    errors: ['UNKNOWN_CITY'],
  },
});
