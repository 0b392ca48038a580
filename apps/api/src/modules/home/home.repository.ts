import { type Db, queryRows } from '@store/db';
import { sql } from 'drizzle-orm';

export type CategoryTileRow = {
  id: number;
  name: string;
  slug: string;
  tag_slug: string;
  image_url: string | null;
  count: number;
};

/**
 * The categories with active experiences in the city, each with its first such tag (in tag
 * order) to link to and picture; one statement.
 */
export function categoryTiles(db: Db, cityId: number): Promise<CategoryTileRow[]> {
  return queryRows<CategoryTileRow>(
    db,
    sql`with live as (
      select e.id, e.category_id from experiences e
      join experience_cities ec on ec.experience_id = e.id and ec.city_id = ${cityId}
      where e.is_active
    ),
    first_tag as (
      select distinct on (t.category_id) t.category_id, t.slug, t.image_url
      from tags t
      where exists (select 1 from experience_tags et join live on live.id = et.experience_id where et.tag_id = t.id)
      order by t.category_id, t.sort_order, t.id
    )
    select c.id, c.name, c.slug, ft.slug as tag_slug, ft.image_url,
      (select count(*)::int from live where live.category_id = c.id) as count
    from categories c join first_tag ft on ft.category_id = c.id
    order by c.id`,
  );
}
