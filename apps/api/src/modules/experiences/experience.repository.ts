import { type Db, preparedOn, schema } from '@store/db';
import { and, eq, sql } from 'drizzle-orm';

const { categories, experiences } = schema;

export const REVIEWS_ON_PAGE = 6;

type CityOfExperience = {
  id: number;
  name: string;
  shortName: string;
  timeZone: string;
  locality: string;
  cityPrice: number;
};
type GalleryImage = { url: string; altText: string };
type TagOfExperience = { id: number; name: string; slug: string };
type ReviewOnPage = {
  id: number;
  customerName: string;
  rating: number;
  body: string;
  /** As PostgreSQL writes a timestamptz in JSON (its offset); the DTO makes it an ISO instant. */
  createdAt: string;
  images: string[];
  verified: boolean;
};

/**
 * Everything the experience page shows, in one statement and one round trip whatever the size of
 * the experience: the experience when active, its category, and its cities, gallery, tags, newest
 * reviews and rating as JSON arrays built by the server. No row: no active experience of that id.
 * The requested city is not read here: the caller has it from the active cities the process holds
 * (cities.service.ts), and the statement keyed by the experience alone costs the server about a
 * tenth less than one that also looked the city up by id or short name.
 */
export async function findExperiencePage(db: Db, id: number) {
  const [row] = await experiencePageQuery(db).execute({ id });
  return row;
}

const experiencePageQuery = preparedOn((db) =>
  db
    .select({
      experience: experiences,
      category: categories,
      cities: sql<CityOfExperience[]>`coalesce((
        select json_agg(json_build_object('id', c.id, 'name', c.name, 'shortName', c.short_name,
          'timeZone', c.time_zone, 'locality', ec.locality, 'cityPrice', ec.city_price)
          order by c.sort_order, c.id)
        from experience_cities ec join cities c on c.id = ec.city_id
        where ec.experience_id = ${experiences.id} and c.is_active), '[]'::json)`,
      gallery: sql<GalleryImage[]>`coalesce((
        select json_agg(json_build_object('url', i.url, 'altText', i.alt_text) order by i.sort_order, i.id)
        from experience_images i where i.experience_id = ${experiences.id}), '[]'::json)`,
      tags: sql<TagOfExperience[]>`coalesce((
        select json_agg(json_build_object('id', t.id, 'name', t.name, 'slug', t.slug) order by et.sort_order, t.id)
        from experience_tags et join tags t on t.id = et.tag_id
        where et.experience_id = ${experiences.id}), '[]'::json)`,
      reviews: sql<ReviewOnPage[]>`coalesce((
        select json_agg(json_build_object('id', r.id, 'customerName', r.customer_name, 'rating', r.rating,
          'body', r.body, 'createdAt', r.created_at, 'verified', r.order_id is not null, 'images', coalesce((
            select json_agg(ri.url order by ri.id) from review_images ri where ri.review_id = r.id), '[]'::json))
          order by r.created_at desc, r.id desc)
        from (select * from reviews where experience_id = ${experiences.id} and status = 'approved'
              order by created_at desc, id desc limit ${REVIEWS_ON_PAGE}) r), '[]'::json)`,
      // The experience's own cancellation numbers; null: the store's default.
      ownPolicy: sql<{
        fullRefundHours: number | null;
        lateRefundPercent: number | null;
        cutoffHours: number | null;
      } | null>`(select json_build_object('fullRefundHours', p.full_refund_hours,
        'lateRefundPercent', p.late_refund_percent, 'cutoffHours', p.cutoff_hours)
        from cancellation_policies p where p.experience_id = ${experiences.id})`,
      reviewCount: sql<number>`(select count(*)::int from reviews where experience_id = ${experiences.id} and status = 'approved')`,
      averageRating: sql<
        string | null
      >`(select avg(rating) from reviews where experience_id = ${experiences.id} and status = 'approved')`,
    })
    .from(experiences)
    .innerJoin(categories, eq(categories.id, experiences.categoryId))
    .where(and(eq(experiences.id, sql.placeholder('id')), eq(experiences.isActive, true)))
    .prepare('experience_page'),
);
