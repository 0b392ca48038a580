import { type Db, queryRows } from '@store/db';
import { type SQL, sql } from 'drizzle-orm';

export type Paging = { limit: number; offset: number };

/** Rating summary of a set of reviews; `found` says whether the experience or tag exists. */
export type SummaryRow = {
  found: boolean;
  count: number;
  average: string | null;
  r1: number;
  r2: number;
  r3: number;
  r4: number;
  r5: number;
};

export type ReviewRow = {
  id: number;
  customer_name: string;
  rating: number;
  body: string;
  created_ms: number;
  images: string[];
  verified: boolean;
  experience_id: number;
  experience_name: string;
  short_link: string;
  featured_image: string;
};

export type ReviewImageRow = {
  url: string;
  review_id: number;
  rating: number;
  customer_name: string;
  created_ms: number;
};

/** Which reviews a call is about (only approved ones show), as a condition on `r` (reviews) joined to `e` (experiences). */
export type ReviewScope =
  | { kind: 'experience'; id: number; cityId?: number }
  | { kind: 'tag'; id: number; cityId: number };

function scopeCondition(scope: ReviewScope): SQL {
  const subject =
    scope.kind === 'experience'
      ? sql`r.experience_id = ${scope.id}`
      : sql`r.experience_id in (select experience_id from experience_tags where tag_id = ${scope.id})`;
  const shown = sql`${subject} and r.status = 'approved'`;
  return scope.cityId === undefined ? shown : sql`${shown} and r.city_id = ${scope.cityId}`;
}

function subjectExists(scope: ReviewScope): SQL {
  return scope.kind === 'experience'
    ? sql`exists (select 1 from experiences where id = ${scope.id} and is_active)`
    : sql`exists (select 1 from tags where id = ${scope.id})`;
}

const createdMs = sql`(extract(epoch from r.created_at) * 1000)::float8`;

/** Count, average and count per star of the reviews in scope, with whether the subject exists. */
export async function reviewSummary(db: Db, scope: ReviewScope): Promise<SummaryRow> {
  const [row] = await queryRows<SummaryRow>(
    db,
    sql`
    select ${subjectExists(scope)} as found, count(r.id)::int as count, avg(r.rating) as average,
           count(*) filter (where r.rating = 1)::int as r1, count(*) filter (where r.rating = 2)::int as r2,
           count(*) filter (where r.rating = 3)::int as r3, count(*) filter (where r.rating = 4)::int as r4,
           count(*) filter (where r.rating = 5)::int as r5
    from reviews r join experiences e on e.id = r.experience_id and e.is_active
    where ${scopeCondition(scope)}`,
  );
  if (!row) throw new Error('an aggregate always returns a row');
  return row;
}

/** One page of the reviews in scope, newest first, each with its images and experience. */
export function reviewPage(db: Db, scope: ReviewScope, paging: Paging): Promise<ReviewRow[]> {
  return queryRows<ReviewRow>(
    db,
    sql`
    select r.id, r.customer_name, r.rating, r.body, ${createdMs} as created_ms, r.order_id is not null as verified,
           coalesce((select json_agg(ri.url order by ri.id) from review_images ri where ri.review_id = r.id),
                    '[]'::json) as images,
           e.id as experience_id, e.name as experience_name, e.short_link, e.featured_image
    from reviews r join experiences e on e.id = r.experience_id and e.is_active
    where ${scopeCondition(scope)}
    order by r.created_at desc, r.id desc
    limit ${paging.limit} offset ${paging.offset}`,
  );
}

/** Whether the experience exists, and how many review images it has. */
export async function reviewImageCount(
  db: Db,
  experienceId: number,
): Promise<{ found: boolean; total: number }> {
  const [row] = await queryRows<{ found: boolean; total: number }>(
    db,
    sql`
    select exists (select 1 from experiences where id = ${experienceId} and is_active) as found,
           (select count(*)::int from review_images ri join reviews r on r.id = ri.review_id
            where r.experience_id = ${experienceId} and r.status = 'approved') as total`,
  );
  return row ?? { found: false, total: 0 };
}

/** One page of the experience's review images, newest review first. */
export function reviewImagePage(db: Db, experienceId: number, paging: Paging): Promise<ReviewImageRow[]> {
  return queryRows<ReviewImageRow>(
    db,
    sql`
    select ri.url, r.id as review_id, r.rating, r.customer_name, ${createdMs} as created_ms
    from review_images ri join reviews r on r.id = ri.review_id
    where r.experience_id = ${experienceId} and r.status = 'approved'
    order by r.created_at desc, r.id desc, ri.id
    limit ${paging.limit} offset ${paging.offset}`,
  );
}

export const HOMEPAGE_REVIEWS = 12;

/** Recent 4-5 star reviews of experiences offered in the city, the ones with images first. */
export function homepageReviewRows(db: Db, cityId: number): Promise<ReviewRow[]> {
  return queryRows<ReviewRow>(
    db,
    sql`
    select r.id, r.customer_name, r.rating, r.body, ${createdMs} as created_ms, r.order_id is not null as verified,
           coalesce((select json_agg(ri.url order by ri.id) from review_images ri where ri.review_id = r.id),
                    '[]'::json) as images,
           e.id as experience_id, e.name as experience_name, e.short_link, e.featured_image
    from reviews r
    join experiences e on e.id = r.experience_id and e.is_active
    join experience_cities ec on ec.experience_id = e.id and ec.city_id = r.city_id
    where r.city_id = ${cityId} and r.rating >= 4 and r.status = 'approved'
    order by exists (select 1 from review_images ri where ri.review_id = r.id) desc,
             r.created_at desc, r.id desc
    limit ${HOMEPAGE_REVIEWS}`,
  );
}
