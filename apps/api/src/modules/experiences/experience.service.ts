import type { ExperienceDetail } from '@store/contract';
import type { Db } from '@store/db';
import { DomainError } from '@store/domain';
import { unknownCity } from '../cities/cities.service';
import { toCity } from '../cities/city.dto';
import { toExperienceDetail } from './experience.dto';
import { findExperiencePage } from './experience.repository';

/** Everything the experience page shows, priced for the requested city, in one SQL statement. */
export async function getExperienceDetail(db: Db, id: number, cityKey: string): Promise<ExperienceDetail> {
  const page = await findExperiencePage(db, id, cityKey);
  if (!page?.city.isActive) throw unknownCity(cityKey);
  const { experience, category } = page;
  if (!experience || !category) throw new DomainError('NOT_FOUND', `Experience ${id} was not found`);
  return toExperienceDetail({ ...page, experience, category }, toCity(page.city));
}
