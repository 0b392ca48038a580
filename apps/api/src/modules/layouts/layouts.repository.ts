import { type Db, queryRows, schema } from '@store/db';
import { and, eq, sql } from 'drizzle-orm';

const { cities, regions } = schema;

/** A region of an active city. */
export async function findRegion(db: Db, id: number) {
  const [row] = await db
    .select({ region: regions, city: cities })
    .from(regions)
    .innerJoin(cities, eq(cities.id, regions.cityId))
    .where(and(eq(regions.id, id), eq(cities.isActive, true)))
    .limit(1);
  return row;
}

export type LayoutExperienceRow = {
  id: number;
  name: string;
  short_link: string;
  has_video: boolean;
  tags: { id: number; name: string; slug: string }[];
};

/** An active experience with its tags in their order; one statement. */
export async function findLayoutExperience(db: Db, id: number): Promise<LayoutExperienceRow | undefined> {
  const [row] = await queryRows<LayoutExperienceRow>(
    db,
    sql`select e.id, e.name, e.short_link, coalesce(e.video_url, '') <> '' as has_video,
      coalesce((
        select json_agg(json_build_object('id', t.id, 'name', t.name, 'slug', t.slug) order by et.sort_order, t.id)
        from experience_tags et join tags t on t.id = et.tag_id where et.experience_id = e.id
      ), '[]'::json) as tags
    from experiences e where e.id = ${id} and e.is_active`,
  );
  return row;
}
