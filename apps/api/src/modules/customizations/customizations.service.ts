import type { City, Customization, CustomizationsByCategory } from '@store/contract';
import type { Db } from '@store/db';
import { DomainError, validationError } from '@store/domain';
import { activeCity, toCity } from '../cities';
import { groupByCategory } from './customization.dto';
// Other modules reach this module's rows only through the functions at the end of this file; its
// repository stays private, so a query can change without them.
import * as _customizationsRepository from './customizations.repository';
import { type ExperienceKey, listExperienceCustomizations } from './customizations.repository';

/**
 * The add-ons of an experience sold in the city, in one statement. Unknown is a 404; not sold in the
 * city is a 400 naming where the city came from (the CITY header, or the address part `b`).
 */
async function offeredIn(
  db: Db,
  experience: ExperienceKey,
  city: City,
  cityField: string,
  category?: string,
) {
  const found = await listExperienceCustomizations(db, {
    experience,
    cityId: city.id,
    ...(category === undefined ? {} : { category }),
  });
  if (!found) {
    const name = 'id' in experience ? String(experience.id) : experience.shortLink;
    throw new DomainError('NOT_FOUND', `Experience ${name} was not found`);
  }
  if (!found.experience.soldInCity) {
    const message = `${found.experience.name} is not offered in ${city.city_name}.`;
    throw validationError({ [cityField]: message }, message);
  }
  return groupByCategory(found.experience.id, found.rows);
}

/** The add-ons of an experience sold in the city, grouped by category, Recommended first. */
export function customizationsByCategory(
  db: Db,
  experienceId: number,
  city: City,
): Promise<CustomizationsByCategory> {
  return offeredIn(db, { id: experienceId }, city, 'CITY');
}

/** The same add-ons as one list; with a category, only that category's (an unknown one has none). */
export async function customizationList(
  db: Db,
  experienceId: number,
  city: City,
  category?: string,
): Promise<Customization[]> {
  const grouped = await offeredIn(db, { id: experienceId }, city, 'CITY', category);
  // The same order as the grouped call: category by category.
  return grouped.categories.flatMap((c) => c.customizations);
}

/** By the experience page's address parts: its short link and the city short name (unknown: 404). */
export async function customizationsBySlug(
  db: Db,
  shortLink: string,
  cityKey: string,
): Promise<CustomizationsByCategory> {
  const city = await activeCity(db, cityKey);
  if (!city) throw new DomainError('NOT_FOUND', `City ${cityKey} was not found`);
  return offeredIn(db, { shortLink }, toCity(city), 'b');
}

export function customizationsForPricing(
  ...args: Parameters<typeof _customizationsRepository.customizationsForPricing>
) {
  return _customizationsRepository.customizationsForPricing(...args);
}
