import type { City } from '@store/contract';
import { type Db, queryRows, schema } from '@store/db';
import { eq, type SQL, sql } from 'drizzle-orm';

const { tags } = schema;

export type TagRow = typeof tags.$inferSelect;

/** A tag by its slug, or by its id when given a number. */
export async function findTag(db: Db, key: { slug: string } | { id: number }): Promise<TagRow | undefined> {
  const where = 'id' in key ? eq(tags.id, key.id) : eq(tags.slug, key.slug);
  const [row] = await db.select().from(tags).where(where).limit(1);
  return row;
}

export type TagDetailRow = {
  id: number;
  name: string;
  slug: string;
  description: string;
  image_url: string | null;
  category_id: number | null;
  category_name: string | null;
  category_slug: string | null;
  available_cities: City[];
  experience_count: number;
};

// Active experiences of the tag `t` in one city.
const activeInCity = (cityId: SQL) => sql`from experience_tags et
  join experiences e on e.id = et.experience_id and e.is_active
  join experience_cities ec on ec.experience_id = e.id and ec.city_id = ${cityId}
  where et.tag_id = t.id`;

/**
 * A tag by slug, else by its name, in any case, with the active cities where it has active
 * experiences and its count in `cityId`; one statement.
 */
export async function findTagDetail(db: Db, name: string, cityId: number): Promise<TagDetailRow | undefined> {
  const [row] = await queryRows<TagDetailRow>(
    db,
    sql`select t.id, t.name, t.slug, t.description, t.image_url,
      c.id as category_id, c.name as category_name, c.slug as category_slug,
      coalesce((
        select json_agg(json_build_object('id', ci.id, 'city_name', ci.name,
          'city_short_name', ci.short_name, 'time_zone', ci.time_zone) order by ci.sort_order, ci.id)
        from cities ci where ci.is_active and exists (select 1 ${activeInCity(sql`ci.id`)})
      ), '[]'::json) as available_cities,
      (select count(*)::int ${activeInCity(sql`${cityId}`)}) as experience_count
    from tags t left join categories c on c.id = t.category_id
    where t.slug = lower(${name}) or lower(t.name) = lower(${name})
    order by (t.slug = lower(${name})) desc, t.id
    limit 1`,
  );
  return row;
}
