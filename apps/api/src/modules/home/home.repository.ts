import { type Db, queryRows } from '@store/db';
import { sql } from 'drizzle-orm';

export type HomeCardRow = {
  tag_id: number;
  tag_name: string;
  tag_slug: string;
  id: number;
  name: string;
  subtitle: string;
  short_link: string;
  featured_image: string;
  alt_text: string;
  badge: string | null;
  price: number;
  original_price: number;
  city_price: number;
  locality: string;
  category_name: string;
  rating_count: number;
  rating_score: string | null;
};

/** The first `perTag` experiences of every tag in a city, with ratings, in one statement. */
export async function homeCards(db: Db, cityId: number, perTag: number): Promise<HomeCardRow[]> {
  return queryRows<HomeCardRow>(
    db,
    sql`
    with ranked as (
      select t.id as tag_id, t.name as tag_name, t.slug as tag_slug, t.sort_order as tag_sort,
             e.id, e.name, e.subtitle, e.short_link, e.featured_image, e.alt_text, e.badge,
             e.price, e.original_price, ec.city_price, ec.locality, c.name as category_name,
             row_number() over (partition by t.id order by e.recommended_rank desc, e.id) as rn
      from tags t
      join experience_tags et on et.tag_id = t.id
      join experiences e on e.id = et.experience_id and e.is_active
      join experience_cities ec on ec.experience_id = e.id and ec.city_id = ${cityId}
      join categories c on c.id = e.category_id
    ),
    ratings as (
      select experience_id, count(*)::int as rating_count, avg(rating) as rating_score
      from reviews where experience_id in (select id from ranked where rn <= ${perTag})
      group by experience_id
    )
    select ranked.*, coalesce(ratings.rating_count, 0) as rating_count, ratings.rating_score
    from ranked left join ratings on ratings.experience_id = ranked.id
    where rn <= ${perTag}
    order by tag_sort, tag_id, rn`,
  );
}
