import { type Db, schema } from '@store/db';
import { and, asc, desc, eq, sql } from 'drizzle-orm';

const { categories, cities, experienceCities, experienceImages, experiences, experienceTags, reviews, tags } =
  schema;

export const REVIEWS_ON_PAGE = 6;

export async function findActiveExperience(db: Db, id: number) {
  const [row] = await db
    .select({ experience: experiences, category: categories })
    .from(experiences)
    .innerJoin(categories, eq(categories.id, experiences.categoryId))
    .where(and(eq(experiences.id, id), eq(experiences.isActive, true)))
    .limit(1);
  return row;
}

export function citiesOfExperience(db: Db, id: number) {
  return db
    .select({ city: cities, locality: experienceCities.locality, cityPrice: experienceCities.cityPrice })
    .from(experienceCities)
    .innerJoin(cities, eq(cities.id, experienceCities.cityId))
    .where(and(eq(experienceCities.experienceId, id), eq(cities.isActive, true)))
    .orderBy(asc(cities.sortOrder), asc(cities.id));
}

export function galleryOfExperience(db: Db, id: number) {
  return db
    .select({ url: experienceImages.url, altText: experienceImages.altText })
    .from(experienceImages)
    .where(eq(experienceImages.experienceId, id))
    .orderBy(asc(experienceImages.sortOrder), asc(experienceImages.id));
}

export function tagsOfExperience(db: Db, id: number) {
  return db
    .select({ id: tags.id, name: tags.name, slug: tags.slug })
    .from(experienceTags)
    .innerJoin(tags, eq(tags.id, experienceTags.tagId))
    .where(eq(experienceTags.experienceId, id))
    .orderBy(asc(experienceTags.sortOrder), asc(tags.id));
}

/** The newest reviews with their images, and the rating over all reviews, in one statement. */
export function latestReviewsWithRating(db: Db, id: number) {
  return db
    .select({
      id: reviews.id,
      customerName: reviews.customerName,
      rating: reviews.rating,
      body: reviews.body,
      createdAt: reviews.createdAt,
      images: sql<
        string[]
      >`coalesce((select json_agg(ri.url order by ri.id) from review_images ri where ri.review_id = ${reviews.id}), '[]'::json)`,
      totalCount: sql<number>`(count(*) over ())::int`,
      averageRating: sql<string>`avg(${reviews.rating}) over ()`,
    })
    .from(reviews)
    .where(eq(reviews.experienceId, id))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(REVIEWS_ON_PAGE);
}
