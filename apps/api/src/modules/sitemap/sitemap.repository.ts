import { type Db, queryRows } from '@store/db';
import { sql } from 'drizzle-orm';

export type SitemapRow = {
  kind: 'tag' | 'region' | 'experience';
  city: string;
  /** Tag slug, region id or experience id. */
  key: string;
  short_link: string | null;
};

/**
 * Per active city: tags and regions with active experiences there, then the active experiences;
 * one statement.
 */
export function sitemapRows(db: Db): Promise<SitemapRow[]> {
  return queryRows<SitemapRow>(
    db,
    sql`with live as (
      select ci.id as city_id, ci.short_name, ci.sort_order as city_sort, e.id, e.short_link, ec.region_id
      from cities ci
      join experience_cities ec on ec.city_id = ci.id
      join experiences e on e.id = ec.experience_id and e.is_active
      where ci.is_active
    )
    select kind, city, key, short_link from (
      select distinct 1 as k, 'tag' as kind, l.short_name as city, t.slug as key, null as short_link,
        l.city_sort, l.city_id, t.sort_order as s, t.id as i
      from live l join experience_tags et on et.experience_id = l.id join tags t on t.id = et.tag_id
      union all
      select distinct 2, 'region', l.short_name, r.id::text, null, l.city_sort, l.city_id, r.id, r.id
      from live l join regions r on r.id = l.region_id and r.city_id = l.city_id
      union all
      select 3, 'experience', l.short_name, l.id::text, l.short_link, l.city_sort, l.city_id, l.id, l.id
      from live l
    ) u
    order by city_sort, city_id, k, s, i`,
  );
}
