import { type Db, queryRows } from '@store/db';
import { sql } from 'drizzle-orm';

export type MenuRow = {
  category_id: number;
  category_name: string;
  category_slug: string;
  tag_id: number;
  tag_name: string;
  tag_slug: string;
  count: number;
};

/** Every tag with active experiences in the city, with its category, in menu order; one statement. */
export function menuRows(db: Db, cityId: number): Promise<MenuRow[]> {
  return queryRows<MenuRow>(
    db,
    sql`select c.id as category_id, c.name as category_name, c.slug as category_slug,
      t.id as tag_id, t.name as tag_name, t.slug as tag_slug, count(distinct e.id)::int as count
    from tags t
    join categories c on c.id = t.category_id
    join experience_tags et on et.tag_id = t.id
    join experiences e on e.id = et.experience_id and e.is_active
    join experience_cities ec on ec.experience_id = e.id and ec.city_id = ${cityId}
    group by c.id, t.id
    order by c.id, t.sort_order, t.id`,
  );
}
