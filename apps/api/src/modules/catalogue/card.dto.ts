import type { FeaturedCard, TagCardSection } from '@store/contract';
import { experiencePageUrl, roundRating } from '@store/domain';
import type { CardRow, TaggedCardRow } from './cards.repository';

/**
 * The featured card (docs/product.md, "Featured cards"); the wishlist flag is the visitor's and set
 * by the web.
 */
export function toFeaturedCard(row: CardRow, cityShortName: string): FeaturedCard {
  return {
    id: row.id,
    title: row.name,
    subtitle: row.subtitle,
    alt_text: row.alt_text || row.name,
    img_url: row.featured_image,
    page_url: experiencePageUrl(row.id, cityShortName, row.short_link),
    caption: row.locality ? `in ${row.locality}` : '',
    rating_count: row.rating_count,
    rating_score: roundRating(row.rating_score),
    is_wishlisted: false,
    task_category_name: row.category_name,
    cost_price: row.original_price,
    price: row.effective_price,
    locality: row.locality,
    badge: row.badge,
    price_on_request: row.price_on_request,
  };
}

/** Rows ordered by tag become one section per tag, in that order. */
export function toTagSections(rows: TaggedCardRow[], cityShortName: string): TagCardSection[] {
  const sections = new Map<number, TagCardSection>();
  for (const row of rows) {
    let section = sections.get(row.tag_id);
    if (!section) {
      section = { tag: { id: row.tag_id, name: row.tag_name, slug: row.tag_slug }, cards: [] };
      sections.set(row.tag_id, section);
    }
    section.cards.push(toFeaturedCard(row, cityShortName));
  }
  return [...sections.values()];
}
