import type { Db } from '@store/db';
import { DomainError } from '@store/domain';
import { pageOfCards, toFeaturedCard } from '../catalogue';
import { activeCity } from '../cities';
import { experienceExists, toggleWishlistItem, wishlistIds } from './wishlist.repository';

/** GET /v2/wishlist/toggle/{id}: the heart's press; an unknown experience is a 404. */
export async function toggleWishlist(db: Db, userId: number, experienceId: number, now: Date) {
  if (!(await experienceExists(db, experienceId))) {
    throw new DomainError('NOT_FOUND', 'This experience was not found.');
  }
  return {
    experience_id: experienceId,
    is_wishlisted: await toggleWishlistItem(db, userId, experienceId, now),
  };
}

/**
 * GET /v2/experience/wishlist/{userId}: only the signed-in customer's own list (another id is a 404,
 * so ids reveal nothing). Cards are priced for the city asked for; `ids` holds every wishlisted
 * experience, for the hearts on any page (the catalogue's cached answers stay the same for all).
 */
export async function wishlistOf(
  db: Db,
  userId: number,
  query: { userId: number; page: number; size: number; city: string },
) {
  if (query.userId !== userId) throw new DomainError('NOT_FOUND', 'This wishlist was not found.');
  const city = await activeCity(db, query.city);
  if (!city)
    throw new DomainError('UNKNOWN_CITY', `Unknown city: ${query.city}`, { CITY: 'is not a known city' });
  const ids = await wishlistIds(db, userId);
  const cards = await pageOfCards(
    db,
    { cityId: city.id, only: { ids } },
    { order: 'recommended', offset: (query.page - 1) * query.size, limit: query.size },
  );
  return {
    experiences: cards.rows.map((row) => ({ ...toFeaturedCard(row, city.shortName), is_wishlisted: true })),
    ids,
    total: cards.total,
  };
}
