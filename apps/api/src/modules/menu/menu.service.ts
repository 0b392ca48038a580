import type { MenuResponse } from '@store/contract';
import type { Db } from '@store/db';
import { listingUrl } from '@store/domain';
import { resolveCity } from '../cities';
import { menuRows } from './menu.repository';

/** The header menu for a city: categories, each with its tags that have experiences there. */
export async function getMenu(db: Db, cityKey: string): Promise<MenuResponse> {
  const city = await resolveCity(db, cityKey);
  const categories = new Map<number, MenuResponse['categories'][number]>();
  for (const row of await menuRows(db, city.id)) {
    let category = categories.get(row.category_id);
    if (!category) {
      category = { id: row.category_id, name: row.category_name, slug: row.category_slug, tags: [] };
      categories.set(row.category_id, category);
    }
    category.tags.push({
      id: row.tag_id,
      name: row.tag_name,
      slug: row.tag_slug,
      url: listingUrl(city.city_short_name, row.tag_slug),
      count: row.count,
    });
  }
  return { city, categories: [...categories.values()] };
}
