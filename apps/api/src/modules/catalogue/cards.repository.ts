import { type Db, queryRows } from '@store/db';
import { type SQL, sql } from 'drizzle-orm';

/** One experience as a featured card needs it, priced for one city. */
export type CardRow = {
  id: number;
  name: string;
  subtitle: string;
  short_link: string;
  featured_image: string;
  alt_text: string;
  badge: string | null;
  original_price: number;
  /** The city price when above 0, else the base price. */
  effective_price: number;
  locality: string;
  category_name: string;
  /** Its category sells on enquiry: no price is shown or quoted. */
  price_on_request: boolean;
  rating_count: number;
  rating_score: string | null;
};

export type TaggedCardRow = CardRow & { tag_id: number; tag_name: string; tag_slug: string };

export type CardOrder = 'recommended' | 'price_asc' | 'price_desc' | 'rating';

/**
 * Which experiences of a city: all of them, or only those carrying a tag, the highlighted ones
 * (bestsellers and trending), those placed in a region, those sharing a tag with an experience
 * (itself left out), or those of a list of ids (a customer's wishlist). Named, not SQL, so the modules that list
 * cards never write the query.
 */
export type CardScope = {
  cityId: number;
  onlyActive?: boolean;
  only?:
    | 'highlighted'
    | { tagId: number }
    | { regionId: number }
    | { sharingTagWith: number }
    | { ids: readonly number[] };
  /** What a visitor narrowed a listing by; each left out is no condition. */
  filters?: CardFilters;
};

export type CardFilters = {
  /** Whole rupees, the city's price; an experience sold on request has no price and is left out. */
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  /** The average of its approved reviews, at least this; unreviewed experiences are left out. */
  minRating?: number | undefined;
  /** Carries this tag too (an occasion). */
  tagId?: number | undefined;
};

/** Another tag the matched experiences carry, and how many of them carry it. */
export type SharedTag = { slug: string; name: string; count: number };

const COLUMNS = sql`e.id, e.name, e.subtitle, e.short_link, e.featured_image, e.alt_text, e.badge,
  e.original_price, e.recommended_rank, ec.locality, c.name as category_name, c.price_on_request,
  (case when ec.city_price > 0 then ec.city_price else e.price end)::int as effective_price`;

// Every approved review of the experience counts, as on the experience page.
const ratingsOf = (alias: string) => sql`left join lateral (
    select count(*)::int as rating_count, avg(rv.rating)::text as rating_score, avg(rv.rating) as rating_avg
    from reviews rv where rv.experience_id = ${sql.raw(alias)}.id and rv.status = 'approved'
  ) r on true`;

function source(scope: CardScope, extra: { join?: SQL; where?: SQL } = {}): SQL {
  const active = scope.onlyActive === false ? sql`true` : sql`e.is_active`;
  return sql`from experiences e
    join experience_cities ec on ec.experience_id = e.id and ec.city_id = ${scope.cityId}
    join categories c on c.id = e.category_id ${extra.join ?? sql``}
    where ${active} and ${only(scope.only)} and ${filtered(scope.filters)} and ${extra.where ?? sql`true`}`;
}

const PRICE = sql`(case when ec.city_price > 0 then ec.city_price else e.price end)`;

function filtered(filters: CardFilters | undefined): SQL {
  if (filters === undefined) return sql`true`;
  const conditions: SQL[] = [];
  if (filters.minPrice !== undefined || filters.maxPrice !== undefined)
    conditions.push(sql`not c.price_on_request`);
  if (filters.minPrice !== undefined) conditions.push(sql`${PRICE} >= ${filters.minPrice}`);
  if (filters.maxPrice !== undefined) conditions.push(sql`${PRICE} <= ${filters.maxPrice}`);
  if (filters.minRating !== undefined)
    conditions.push(sql`(select avg(rv.rating) from reviews rv
      where rv.experience_id = e.id and rv.status = 'approved') >= ${filters.minRating}`);
  if (filters.tagId !== undefined)
    conditions.push(sql`exists (select 1 from experience_tags ot
      where ot.experience_id = e.id and ot.tag_id = ${filters.tagId})`);
  return conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);
}

function orderBy(order: CardOrder, alias: string): SQL {
  const a = sql.raw(alias);
  const recommended = sql`${a}.recommended_rank desc, ${a}.id`;
  // Sold on request: no price to sort by (and none to give away by its place), so last either way.
  if (order === 'price_asc') return sql`${a}.price_on_request, ${a}.effective_price asc, ${recommended}`;
  if (order === 'price_desc') return sql`${a}.price_on_request, ${a}.effective_price desc, ${recommended}`;
  if (order === 'rating') return sql`${a}.rating_avg desc, ${a}.rating_count desc, ${recommended}`;
  return recommended;
}

export type CardPage = { rows: CardRow[]; total: number; sharedTags: SharedTag[] };

/**
 * One page of cards and the number of all matches, in one statement whatever the limit. The
 * `rating` order keeps only experiences with at least `minReviews` reviews. With `sharedTagsBesides`
 * (a listing's own tag), the other tags the matches carry come in the same statement.
 */
export async function pageOfCards(
  db: Db,
  scope: CardScope,
  page: { order: CardOrder; offset: number; limit: number; minReviews?: number; sharedTagsBesides?: number },
): Promise<CardPage> {
  const rated = page.order === 'rating';
  const matched = rated
    ? sql`select ${COLUMNS}, r.rating_count, r.rating_score, r.rating_avg ${source(scope, {
        join: ratingsOf('e'),
        where: sql`r.rating_count >= ${page.minReviews ?? 1}`,
      })}`
    : sql`select ${COLUMNS} ${source(scope)}`;
  const pageRatings = rated ? sql`` : ratingsOf('p');
  const ratingColumns = rated ? sql`` : sql`, coalesce(r.rating_count, 0) as rating_count, r.rating_score`;
  // Worked out once per statement (an uncorrelated subquery), though every row carries it.
  const shared =
    page.sharedTagsBesides === undefined
      ? sql``
      : sql`, (select coalesce(json_agg(x order by x.count desc, x.sort_order, x.slug), '[]'::json) from (
          select t.slug, t.name, t.sort_order, count(*)::int as count
          from matched m join experience_tags st on st.experience_id = m.id join tags t on t.id = st.tag_id
          where t.id <> ${page.sharedTagsBesides} group by t.id) x) as shared_tags`;
  const rows = await queryRows<
    CardRow & { total: number; shared_tags?: (SharedTag & { sort_order?: number })[] }
  >(
    db,
    sql`with matched as (${matched}),
    p as (select * from matched order by ${orderBy(page.order, 'matched')} limit ${page.limit} offset ${page.offset})
    select (select count(*)::int from matched) as total${shared}, p.*${ratingColumns}
    from (select 1) as one left join p on true ${pageRatings}
    order by ${orderBy(page.order, 'p')}`,
  );
  const sharedTags = (rows[0]?.shared_tags ?? []).map(({ slug, name, count }) => ({ slug, name, count }));
  return { total: rows[0]?.total ?? 0, rows: rows.filter((row) => row.id !== null), sharedTags };
}

/**
 * Cards grouped by tag, tags in their sort order, recommended first within a tag; at most
 * `perTag` per tag when given. One statement.
 */
export async function cardsByTag(db: Db, scope: CardScope, perTag?: number): Promise<TaggedCardRow[]> {
  const cap = perTag === undefined ? sql`true` : sql`rn <= ${perTag}`;
  return queryRows<TaggedCardRow>(
    db,
    sql`with matched as (
      select t.id as tag_id, t.name as tag_name, t.slug as tag_slug, t.sort_order as tag_sort, ${COLUMNS},
             row_number() over (partition by t.id order by e.recommended_rank desc, e.id) as rn
      ${source(scope, { join: sql`join experience_tags et on et.experience_id = e.id join tags t on t.id = et.tag_id` })}
    ),
    p as (select * from matched where ${cap})
    select p.*, coalesce(r.rating_count, 0) as rating_count, r.rating_score
    from p ${ratingsOf('p')}
    order by p.tag_sort, p.tag_id, p.rn`,
  );
}

function only(filter: CardScope['only']): SQL {
  if (filter === undefined) return sql`true`;
  if (filter === 'highlighted') return sql`e.badge in ('Bestseller', 'Trending')`;
  if ('tagId' in filter)
    return sql`exists (select 1 from experience_tags et where et.experience_id = e.id and et.tag_id = ${filter.tagId})`;
  if ('regionId' in filter) return sql`ec.region_id = ${filter.regionId}`;
  if ('ids' in filter) return sql`e.id = any(${`{${filter.ids.join(',')}}`}::int[])`;
  const id = filter.sharingTagWith;
  return sql`e.id <> ${id} and exists (select 1 from experience_tags mine join experience_tags theirs
    on theirs.tag_id = mine.tag_id where mine.experience_id = ${id} and theirs.experience_id = e.id)`;
}
