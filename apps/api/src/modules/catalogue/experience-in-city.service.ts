import type { City } from '@store/contract';
import type { Db } from '@store/db';
import { DomainError, validationError } from '@store/domain';
import { findExperienceInCity } from './experience-in-city.repository';

type ExperienceInCity = NonNullable<Awaited<ReturnType<typeof findExperienceInCity>>>;

export type SellableExperience = Awaited<ReturnType<typeof experienceSoldIn>>;

/**
 * The experience as a city sells it, with `basePrice` its price there before surge. Unknown is a
 * 404; not sold in the city is a 400 naming the CITY header, since the customer can change it.
 */
export async function experienceSoldIn(db: Db, experienceId: number, city: City) {
  return sellable(await findExperienceInCity(db, experienceId, city.id), experienceId, city);
}

/** The refusals of `experienceSoldIn`, for a caller that read the row in a statement of its own. */
export function sellable(row: ExperienceInCity | undefined, experienceId: number, city: City) {
  if (!row) throw new DomainError('NOT_FOUND', `Experience ${experienceId} was not found`);
  const { cityPrice } = row;
  if (cityPrice === null) {
    const message = `${row.name} is not offered in ${city.city_name}.`;
    throw validationError({ CITY: message }, message);
  }
  return { ...row, basePrice: cityPrice > 0 ? cityPrice : row.price };
}
