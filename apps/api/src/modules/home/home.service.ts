import type { HomePage, HomePageV2 } from '@store/contract';
import type { Db } from '@store/db';
import { HOME_TAG_PAGE_SIZE, listingUrl } from '@store/domain';
import { cardsByTag, pageOfCards, toFeaturedCard, toTagSections } from '../catalogue';
import { resolveCity } from '../cities';
import { categoryTiles } from './home.repository';

export const HERO_SIZE = 4;
export const TOP_RATED_SIZE = 8;
export const TOP_RATED_MIN_REVIEWS = 3;

/** v1 layout: the first 8 cards of every tag in the city; two statements. */
export async function getHomePage(db: Db, cityKey: string): Promise<HomePage> {
  const city = await resolveCity(db, cityKey);
  const rows = await cardsByTag(db, { cityId: city.id }, HOME_TAG_PAGE_SIZE);
  return { city, sections: toTagSections(rows, city.city_short_name) };
}

/** v2 layout: highlighted cards, category tiles, the best rated, then the tag strips; five statements. */
export async function getHomePageV2(db: Db, cityKey: string): Promise<HomePageV2> {
  const city = await resolveCity(db, cityKey);
  const scope = { cityId: city.id };
  const [hero, topRated, sections, tiles] = await Promise.all([
    pageOfCards(db, { ...scope, only: 'highlighted' }, { order: 'recommended', offset: 0, limit: HERO_SIZE }),
    pageOfCards(db, scope, {
      order: 'rating',
      offset: 0,
      limit: TOP_RATED_SIZE,
      minReviews: TOP_RATED_MIN_REVIEWS,
    }),
    cardsByTag(db, scope, HOME_TAG_PAGE_SIZE),
    categoryTiles(db, city.id),
  ]);
  const card = (row: Parameters<typeof toFeaturedCard>[0]) => toFeaturedCard(row, city.city_short_name);
  return {
    city,
    hero: hero.rows.map(card),
    categories: tiles.map((tile) => ({ ...tile, url: listingUrl(city.city_short_name, tile.tag_slug) })),
    top_rated: topRated.rows.map(card),
    sections: toTagSections(sections, city.city_short_name),
  };
}
