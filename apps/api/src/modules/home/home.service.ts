import type { FeaturedCard, HomePage } from '@store/contract';
import type { Db } from '@store/db';
import { HOME_TAG_PAGE_SIZE } from '@store/domain';
import { resolveCity } from '../cities/cities.service';
import { experiencePageUrl } from '../experiences/experience.dto';
import { type HomeCardRow, homeCards } from './home.repository';

export async function getHomePage(db: Db, cityKey: string): Promise<HomePage> {
  const city = await resolveCity(db, cityKey);
  const rows = await homeCards(db, city.id, HOME_TAG_PAGE_SIZE);
  const sections = new Map<number, HomePage['sections'][number]>();
  for (const row of rows) {
    let section = sections.get(row.tag_id);
    if (!section) {
      section = { tag: { id: row.tag_id, name: row.tag_name, slug: row.tag_slug }, cards: [] };
      sections.set(row.tag_id, section);
    }
    section.cards.push(toFeaturedCard(row, city.city_short_name));
  }
  return { city, sections: [...sections.values()] };
}

function toFeaturedCard(row: HomeCardRow, cityShortName: string): FeaturedCard {
  const price = row.city_price > 0 ? row.city_price : row.price;
  return {
    id: row.id,
    title: row.name,
    subtitle: row.subtitle,
    alt_text: row.alt_text || row.name,
    img_url: row.featured_image,
    page_url: experiencePageUrl(row.id, cityShortName, row.short_link),
    caption: row.locality ? `in ${row.locality}` : '',
    rating_count: row.rating_count,
    rating_score: row.rating_score === null ? 0 : Math.round(Number(row.rating_score) * 10) / 10,
    is_wishlisted: false,
    task_category_name: row.category_name,
    cost_price: row.original_price,
    price,
    locality: row.locality,
    badge: row.badge,
  };
}
