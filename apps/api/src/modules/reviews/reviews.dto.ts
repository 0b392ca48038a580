import type {
  ExperienceReview,
  HomepageReview,
  RatingImagesPage,
  RatingSummary,
  ReviewSummary,
} from '@store/contract';
import { experiencePageUrl, roundRating } from '@store/domain';
import type { ReviewImageRow, ReviewRow, SummaryRow } from './reviews.repository';

export function toRatingSummary(row: SummaryRow): RatingSummary {
  return {
    score: roundRating(row.average),
    count: row.count,
    distribution: { '1': row.r1, '2': row.r2, '3': row.r3, '4': row.r4, '5': row.r5 },
  };
}

export function toReviewSummary(row: ReviewRow): ReviewSummary {
  return {
    id: row.id,
    customer_name: row.customer_name,
    rating: row.rating,
    body: row.body,
    created_at: new Date(row.created_ms).toISOString(),
    images: row.images,
    verified: row.verified,
  };
}

export function toExperienceReview(row: ReviewRow, cityShortName: string): ExperienceReview {
  return {
    ...toReviewSummary(row),
    experience_id: row.experience_id,
    experience_name: row.experience_name,
    page_url: experiencePageUrl(row.experience_id, cityShortName, row.short_link),
  };
}

/** The review's first picture, or the experience's when the customer sent none. */
export function toHomepageReview(row: ReviewRow, cityShortName: string): HomepageReview {
  return { ...toExperienceReview(row, cityShortName), image_url: row.images[0] ?? row.featured_image };
}

export function toRatingImage(row: ReviewImageRow): RatingImagesPage['images'][number] {
  return {
    url: row.url,
    review_id: row.review_id,
    rating: row.rating,
    customer_name: row.customer_name,
    created_at: new Date(row.created_ms).toISOString(),
  };
}
