import type { ExperienceDetail } from '@store/contract';
import type { Db } from '@store/db';
import { DomainError } from '@store/domain';
import { resolveCity } from '../cities';
import { toExperienceDetail } from './experience.dto';
import { findExperiencePage } from './experience.repository';

/** Everything the experience page shows, priced for the requested city, in one SQL statement. */
export async function getExperienceDetail(db: Db, id: number, cityKey: string): Promise<ExperienceDetail> {
  // An unknown or inactive city is a 400 before the database is asked for the experience.
  const city = await resolveCity(db, cityKey);
  const page = await findExperiencePage(db, id);
  if (!page) throw new DomainError('NOT_FOUND', `Experience ${id} was not found`);
  return toExperienceDetail(page, city);
}
