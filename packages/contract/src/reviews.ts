import { REVIEW_IMAGES_DEFAULT_SIZE } from '@store/domain';
import { z } from 'zod';
import { text } from './bounds';
import { reviewSummary } from './experience';
import { positiveIntString } from './params';

/** An optional positive page or size query: missing gives `fallback`, above `cap` is capped. */
export const pagingInt = (field: string, fallback: number, cap = Number.MAX_SAFE_INTEGER) =>
  positiveIntString(field)
    .optional()
    .describe(cap < Number.MAX_SAFE_INTEGER ? `default ${fallback}, at most ${cap}` : `default ${fallback}`)
    .transform((n) => Math.min(n ?? fallback, cap));

export type ReviewSummary = z.infer<typeof reviewSummary>;

export const REVIEWS_DEFAULT_SIZE = 10;
export const REVIEWS_MAX_SIZE = 50;

/** GET /v3/experience/{id}/all_rating_images query. */
export const ratingImagesQuery = z.object({
  page: pagingInt('page', 1),
  size: pagingInt('size', REVIEW_IMAGES_DEFAULT_SIZE, REVIEW_IMAGES_DEFAULT_SIZE),
});

export const ratingImage = z.object({
  url: z.string(),
  review_id: z.number().int(),
  rating: z.number().int().min(1).max(5),
  customer_name: z.string(),
  created_at: z.string(),
});

/** Every review image of an experience, newest first. */
export const ratingImagesPage = z.object({
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  images: z.array(ratingImage),
});
export type RatingImagesPage = z.infer<typeof ratingImagesPage>;

/** GET /v3/experience/{id}/ratings query. */
export const ratingsQuery = z.object({
  page: pagingInt('page', 1),
  size: pagingInt('size', REVIEWS_DEFAULT_SIZE, REVIEWS_MAX_SIZE),
});

/** Score (1 decimal), count and the count per star, keys "1" to "5". */
export const ratingSummary = z.object({
  score: z.number(),
  count: z.number().int(),
  distribution: z.object({
    '1': z.number().int(),
    '2': z.number().int(),
    '3': z.number().int(),
    '4': z.number().int(),
    '5': z.number().int(),
  }),
});
export type RatingSummary = z.infer<typeof ratingSummary>;

/** Reviews of one experience, newest first. */
export const ratingsPage = z.object({
  rating: ratingSummary,
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  reviews: z.array(reviewSummary),
});
export type RatingsPage = z.infer<typeof ratingsPage>;

/** GET /v5/reviews/{id} query: is_task true means {id} is an experience, false a tag. */
export const reviewsQuery = z.object({
  city_id: pagingInt('city_id', 1),
  is_task: z
    .enum(['true', 'false', '1', '0'], { error: 'is_task must be true, false, 1 or 0' })
    .optional()
    .transform((v) => v !== 'false' && v !== '0'),
  page: pagingInt('page', 1),
  size: pagingInt('size', REVIEWS_DEFAULT_SIZE, REVIEWS_MAX_SIZE),
});

export const experienceReview = reviewSummary.extend({
  experience_id: z.number().int(),
  experience_name: z.string(),
  page_url: z.string(),
});
export type ExperienceReview = z.infer<typeof experienceReview>;

/** Reviews of an experience or of a tag's experiences in one city. */
export const reviewsPage = ratingsPage.extend({ reviews: z.array(experienceReview) });
export type ReviewsPage = z.infer<typeof reviewsPage>;

/** GET /v2/homepage_reviews query (the CITY header wins over nothing; `city` is the fallback). */
export const cityQuery = z.object({ city: text(64, 'city').optional() });

export const homepageReview = experienceReview.extend({ image_url: z.string() });
export type HomepageReview = z.infer<typeof homepageReview>;

/** Up to 12 recent 4-5 star reviews in the city, the ones with images first. */
export const homepageReviews = z.object({ reviews: z.array(homepageReview) });
export type HomepageReviews = z.infer<typeof homepageReviews>;
