import { type Db, queryRows } from '@store/db';
import { sql } from 'drizzle-orm';

export const NOTIFICATION_WINDOW_DAYS = 7;
export const NOTIFICATION_LIMIT = 10;

/** What the popup may show of an order: nothing about who placed it. */
export type RecentOrderRow = {
  id: number;
  locality: string;
  created_ms: number;
  experience_id: number;
  experience_name: string;
  short_link: string;
  featured_image: string;
};

/** Placed or completed orders of the city created in the 7 days up to `now`, newest first. */
export function recentOrders(db: Db, cityId: number, now: Date): Promise<RecentOrderRow[]> {
  const until = now.toISOString();
  return queryRows<RecentOrderRow>(
    db,
    sql`
    select o.id, o.locality, (extract(epoch from o.created_at) * 1000)::float8 as created_ms,
           e.id as experience_id, e.name as experience_name, e.short_link, e.featured_image
    from orders o join experiences e on e.id = o.experience_id and e.is_active
    where o.city_id = ${cityId} and o.status in ('placed', 'completed')
      and o.created_at <= ${until}::timestamptz
      and o.created_at > ${until}::timestamptz - make_interval(days => ${NOTIFICATION_WINDOW_DAYS})
    order by o.created_at desc, o.id desc
    limit ${NOTIFICATION_LIMIT}`,
  );
}
