import type { ExperienceDetail } from '@store/contract';
import type { Db } from '@store/db';
import { DomainError } from '@store/domain';
import { resolveCity } from '../cities/cities.service';
import { toExperienceDetail } from './experience.dto';
import {
  citiesOfExperience,
  findActiveExperience,
  galleryOfExperience,
  latestReviewsWithRating,
  tagsOfExperience,
} from './experience.repository';

/** Everything the experience page shows, priced for the requested city; five statements whatever the size. */
export async function getExperienceDetail(db: Db, id: number, cityKey: string): Promise<ExperienceDetail> {
  const [city, base] = await Promise.all([resolveCity(db, cityKey), findActiveExperience(db, id)]);
  if (!base) throw new DomainError('NOT_FOUND', `Experience ${id} was not found`);
  const [cities, gallery, tags, reviews] = await Promise.all([
    citiesOfExperience(db, id),
    galleryOfExperience(db, id),
    tagsOfExperience(db, id),
    latestReviewsWithRating(db, id),
  ]);
  return toExperienceDetail({ base, cities, gallery, tags, reviews }, city);
}
