import type { City, TagDetail, TagSummary } from '@store/contract';
import type { TagDetailRow, TagRow } from './tags.repository';

export function toTagSummary(row: TagRow): TagSummary {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    image_url: row.imageUrl,
  };
}

export function toTagDetail(row: TagDetailRow, city: City): TagDetail {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    image_url: row.image_url,
    category:
      row.category_id === null
        ? null
        : { id: row.category_id, name: row.category_name ?? '', slug: row.category_slug ?? '' },
    city,
    available_cities: row.available_cities,
    experience_count: row.experience_count,
  };
}
