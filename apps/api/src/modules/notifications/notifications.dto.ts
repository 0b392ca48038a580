import type { City, OrderNotification } from '@store/contract';
import { experiencePageUrl } from '@store/domain';
import type { RecentOrderRow } from './notifications.repository';

/** An order as the popup tells it: where and what, never who. */
export function toOrderNotification(row: RecentOrderRow, city: City, now: Date): OrderNotification {
  const locality = row.locality.trim() || city.city_name;
  return {
    id: row.id,
    text: `Someone in ${locality} booked ${row.experience_name}`,
    experience_name: row.experience_name,
    page_url: experiencePageUrl(row.experience_id, city.city_short_name, row.short_link),
    image_url: row.featured_image,
    minutes_ago: Math.max(0, Math.floor((now.getTime() - row.created_ms) / 60_000)),
    locality,
  };
}
