import type { HomepageReviews, RatingImagesPage, RatingsPage, ReviewsPage } from '@store/contract';
import type { Db } from '@store/db';
import { DomainError } from '@store/domain';
import { activeCity, resolveCity } from '../cities';
import {
  toExperienceReview,
  toHomepageReview,
  toRatingImage,
  toRatingSummary,
  toReviewSummary,
} from './reviews.dto';
import {
  homepageReviewRows,
  type ReviewScope,
  reviewImageCount,
  reviewImagePage,
  reviewPage,
  reviewSummary,
} from './reviews.repository';

type PageQuery = { page: number; size: number };
const paging = ({ page, size }: PageQuery) => ({ limit: size, offset: (page - 1) * size });

/** Every review image of an experience, newest first; two statements. */
export async function getRatingImages(
  db: Db,
  experienceId: number,
  query: PageQuery,
): Promise<RatingImagesPage> {
  const [count, rows] = await Promise.all([
    reviewImageCount(db, experienceId),
    reviewImagePage(db, experienceId, paging(query)),
  ]);
  if (!count.found) throw new DomainError('NOT_FOUND', `Experience ${experienceId} was not found`);
  return { total: count.total, page: query.page, size: query.size, images: rows.map(toRatingImage) };
}

/** The rating and one page of reviews of an experience in every city; two statements whatever the size. */
export async function getRatings(db: Db, experienceId: number, query: PageQuery): Promise<RatingsPage> {
  const scope: ReviewScope = { kind: 'experience', id: experienceId };
  const [summary, rows] = await Promise.all([reviewSummary(db, scope), reviewPage(db, scope, paging(query))]);
  if (!summary.found) throw new DomainError('NOT_FOUND', `Experience ${experienceId} was not found`);
  return {
    rating: toRatingSummary(summary),
    total: summary.count,
    page: query.page,
    size: query.size,
    reviews: rows.map(toReviewSummary),
  };
}

/** Reviews in one city of an experience (is_task) or of a tag's experiences; three statements. */
export async function getReviews(
  db: Db,
  id: number,
  query: PageQuery & { city_id: number; is_task: boolean },
): Promise<ReviewsPage> {
  const scope: ReviewScope = { kind: query.is_task ? 'experience' : 'tag', id, cityId: query.city_id };
  const [city, summary, rows] = await Promise.all([
    activeCity(db, String(query.city_id)),
    reviewSummary(db, scope),
    reviewPage(db, scope, paging(query)),
  ]);
  if (!city) throw new DomainError('UNKNOWN_CITY', 'Unknown city', { city_id: 'is not a known city' });
  if (!summary.found) {
    throw new DomainError('NOT_FOUND', `${query.is_task ? 'Experience' : 'Tag'} ${id} was not found`);
  }
  return {
    rating: toRatingSummary(summary),
    total: summary.count,
    page: query.page,
    size: query.size,
    reviews: rows.map((row) => toExperienceReview(row, city.shortName)),
  };
}

/** Recent 4-5 star reviews for the home page of a city. */
export async function getHomepageReviews(db: Db, cityKey: string): Promise<HomepageReviews> {
  const city = await resolveCity(db, cityKey);
  const rows = await homepageReviewRows(db, city.id);
  return { reviews: rows.map((row) => toHomepageReview(row, city.city_short_name)) };
}
