import type { ListingPage, TagStrip } from '@store/contract';
import type { Db } from '@store/db';
import { DomainError, HOME_TAG_PAGE_SIZE } from '@store/domain';
import { pageOfCards, toFeaturedCard } from '../catalogue';
import { activeCity, resolveCity, toCity } from '../cities';
import { findTag, toTagSummary } from '../tags';
import type { ListingWindow } from './listing-window';

export type TagKey = { slug: string } | { id: number };

const describeKey = (key: TagKey) => ('id' in key ? `with id ${key.id}` : key.slug);

export type ListingFilters = {
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  minRating?: number | undefined;
  occasion?: string | undefined;
};

const narrowed = (f: ListingFilters) =>
  f.minPrice !== undefined ||
  f.maxPrice !== undefined ||
  f.minRating !== undefined ||
  f.occasion !== undefined;

/**
 * A page of a tag listing for the city, with the other tags its matches carry; three statements
 * whatever the limit. A tag without experiences in the city is a 404 the web answers by sending the
 * visitor to `/`; filters that leave nothing answer an empty page, so the visitor can widen them.
 */
export async function getTagListing(
  db: Db,
  key: TagKey,
  window: ListingWindow,
  onlyActive: boolean,
  cityKey: string,
  filters: ListingFilters = {},
): Promise<ListingPage> {
  const [city, tag, occasion] = await Promise.all([
    resolveCity(db, cityKey),
    findTag(db, key),
    filters.occasion === undefined ? undefined : findTag(db, { slug: filters.occasion }),
  ]);
  if (!tag) throw new DomainError('NOT_FOUND', `Tag ${describeKey(key)} was not found`);
  if (filters.occasion !== undefined && !occasion)
    throw new DomainError('VALIDATION_FAILED', `No occasion is called ${filters.occasion}`, {
      occasion: 'is not a known occasion',
    });
  const { rows, total, sharedTags } = await pageOfCards(
    db,
    {
      cityId: city.id,
      onlyActive,
      only: { tagId: tag.id },
      filters: { ...filters, tagId: occasion?.id },
    },
    { order: window.sort, offset: window.start, limit: window.limit, sharedTagsBesides: tag.id },
  );
  if (total === 0 && !narrowed(filters))
    throw new DomainError('NOT_FOUND', `${tag.name} is not available in ${city.city_name}`);
  return {
    tag: toTagSummary(tag),
    city,
    total,
    ...window,
    experiences: rows.map((row) => toFeaturedCard(row, city.city_short_name)),
    occasions: sharedTags,
  };
}

/** The cards of a home tag strip (by tag slug or id) for `city_id`; three statements. */
export async function getTagStrip(
  db: Db,
  tagKey: string,
  query: { page?: number | undefined; size?: number | undefined; city_id?: number | undefined },
): Promise<TagStrip> {
  const page = query.page ?? 1;
  const size = query.size ?? HOME_TAG_PAGE_SIZE;
  const key: TagKey = /^[0-9]{1,9}$/.test(tagKey) ? { id: Number(tagKey) } : { slug: tagKey };
  const [cityRow, tag] = await Promise.all([activeCity(db, String(query.city_id ?? 1)), findTag(db, key)]);
  if (!cityRow) throw new DomainError('UNKNOWN_CITY', 'Unknown city', { city_id: 'is not a known city' });
  if (!tag) throw new DomainError('NOT_FOUND', `Tag ${tagKey} was not found`);
  const city = toCity(cityRow);
  const { rows, total } = await pageOfCards(
    db,
    { cityId: city.id, only: { tagId: tag.id } },
    { order: 'recommended', offset: (page - 1) * size, limit: size },
  );
  return {
    tag: { id: tag.id, name: tag.name, slug: tag.slug },
    city,
    total,
    page,
    size,
    experiences: rows.map((row) => toFeaturedCard(row, city.city_short_name)),
  };
}
