import { REVIEW_STATUSES, REVIEW_TEXT_MAX } from '@store/domain';
import { z } from 'zod';
import { text } from './bounds';

/** POST /v5/orders/{id}/review: the customer's stars and words of their completed booking. */
export const writeReviewBody = z.object({
  rating: z.number({ error: 'rating must be a number from 1 to 5' }).int().min(1).max(5),
  body: text(REVIEW_TEXT_MAX, 'body').trim().default(''),
});
export type WriteReviewBody = z.output<typeof writeReviewBody>;

/** The photos of a review: multipart/form-data, files in the field "photos". */
export const reviewPhotosParts = z
  .object({
    photos: z
      .array(z.string().meta({ format: 'binary' }))
      .describe('JPEG, PNG or WebP files, at most 8 MB each, 5 per review'),
  })
  .nullish();

/** The same upload as the store's client sends it: a FormData with the files under `photos`. */
export const reviewPhotosForm = z.custom<FormData>(
  (value) => typeof FormData !== 'undefined' && value instanceof FormData,
  'photos must be sent as multipart/form-data',
);

const ownReview = z.object({
  id: z.number().int(),
  rating: z.number().int().min(1).max(5),
  body: z.string(),
  status: z.enum(REVIEW_STATUSES),
  /** Paths on the store's origin (`/images/reviews/….jpg`). */
  photos: z.array(z.string()),
  created_at: z.string(),
});

/** A booking's review as its tracking page shows it: the one written, or whether one can be. */
export const orderReviewState = z.object({
  order_id: z.number().int(),
  review: ownReview.nullable(),
  can_write: z.boolean(),
  /** Why no review can be written now (not completed, already reviewed); null when it can. */
  reason: z.string().nullable(),
  /** The city's Google review page, offered after 4 or 5 stars; null otherwise. */
  google_review_url: z.string().nullable(),
});
export type OrderReviewState = z.infer<typeof orderReviewState>;
