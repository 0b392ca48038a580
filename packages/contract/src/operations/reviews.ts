import { successEnvelope } from '../envelope';
import { declareOperations } from '../operation';
import { orderDetailQuery } from '../orders';
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
import { orderReviewState, reviewPhotosForm, reviewPhotosParts, writeReviewBody } from '../verified-reviews';

const ORDER_ERRORS = ['NOT_FOUND', 'RATE_LIMITED', 'TRACKING_LINK_EXPIRED'] as const;

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
  orderReview: {
    method: 'GET',
    path: '/v5/orders/:id/review',
    access: 'customer-or-link-key',
    tags: ['reviews'],
    summary: "The customer's review of a booking ({id}) and whether one can be written now",
    params: idParams,
    query: orderDetailQuery,
    replies: { 200: successEnvelope(orderReviewState) },
    errors: [...ORDER_ERRORS],
  },
  writeReview: {
    method: 'POST',
    path: '/v5/orders/:id/review',
    access: 'customer-or-link-key',
    tags: ['reviews'],
    summary:
      'Reviews a completed booking ({id}), once: 1 to 5 stars and text; held for an operator before it shows',
    params: idParams,
    query: orderDetailQuery,
    body: writeReviewBody,
    replies: { 200: successEnvelope(orderReviewState) },
    errors: [
      ...ORDER_ERRORS,
      'ALREADY_REVIEWED',
      'BOOKING_WITHOUT_CUSTOMER',
      'NOTHING_TO_REVIEW',
      'ORDER_NOT_COMPLETED',
      'TRACKING_LINK_READ_ONLY',
    ],
  },
  reviewPhotos: {
    method: 'POST',
    path: '/v5/orders/:id/review/photos',
    access: 'customer-or-link-key',
    tags: ['reviews'],
    summary:
      'Adds photos to the booking\'s review while it waits: multipart/form-data, files in the field "photos" (JPEG, PNG or WebP by their bytes, at most 8 MB each, 5 per review)',
    params: idParams,
    query: orderDetailQuery,
    body: reviewPhotosParts,
    form: reviewPhotosForm,
    replies: { 200: successEnvelope(orderReviewState) },
    errors: [...ORDER_ERRORS, 'REVIEW_CLOSED', 'TRACKING_LINK_READ_ONLY'],
  },
});
