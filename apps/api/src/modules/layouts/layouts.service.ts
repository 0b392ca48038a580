import type { ExperienceLayout, RegionLayout } from '@store/contract';
import type { Db } from '@store/db';
import { DomainError, experiencePageUrl, listingUrl } from '@store/domain';
import { cardsByTag, pageOfCards, toFeaturedCard, toTagSections } from '../catalogue';
import { resolveCity, toCity } from '../cities';
import { findLayoutExperience, findRegion } from './layouts.repository';
import { experienceSections } from './sections';

export const RELATED_MAX = 8;

/** A region page: the region's active experiences grouped by tag, in its own city; two statements. */
export async function getRegionLayout(db: Db, id: number): Promise<RegionLayout> {
  const found = await findRegion(db, id);
  if (!found) throw new DomainError('NOT_FOUND', `Region ${id} was not found`);
  const city = toCity(found.city);
  const rows = await cardsByTag(db, { cityId: city.id, only: { regionId: id } });
  const { region } = found;
  return {
    region: { id: region.id, name: region.name, slug: region.slug, description: region.description, city },
    sections: toTagSections(rows, city.city_short_name),
    total: new Set(rows.map((row) => row.id)).size,
  };
}

/** The experience page's section order, breadcrumbs and related cards for the city; three statements. */
export async function getExperienceLayout(
  db: Db,
  id: number,
  tagSource: string | undefined,
  cityKey: string,
): Promise<ExperienceLayout> {
  const [city, experience] = await Promise.all([resolveCity(db, cityKey), findLayoutExperience(db, id)]);
  if (!experience) throw new DomainError('NOT_FOUND', `Experience ${id} was not found`);
  const related = await pageOfCards(
    db,
    { cityId: city.id, only: { sharingTagWith: id } },
    { order: 'recommended', offset: 0, limit: RELATED_MAX },
  );
  // A tag_source the experience does not carry is ignored, not an error.
  const tag = experience.tags.find((t) => t.slug === tagSource) ?? experience.tags[0] ?? null;
  const pageUrl = experiencePageUrl(experience.id, city.city_short_name, experience.short_link);
  return {
    experience: {
      id: experience.id,
      name: experience.name,
      short_link: experience.short_link,
      page_url: pageUrl,
    },
    city,
    sections: experienceSections(experience.has_video),
    tag,
    breadcrumbs: [
      { name: 'Home', url: '/' },
      ...(tag ? [{ name: tag.name, url: listingUrl(city.city_short_name, tag.slug) }] : []),
      { name: experience.name, url: pageUrl },
    ],
    related: related.rows.map((row) => toFeaturedCard(row, city.city_short_name)),
  };
}
