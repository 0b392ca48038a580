import type { TagDetail } from '@store/contract';
import type { Db } from '@store/db';
import { DomainError } from '@store/domain';
import { resolveCity } from '../cities';
import { toTagDetail } from './tag.dto';
// Other modules reach this module's rows only through the functions at the end of this file; its
// repository stays private, so a query can change without them.
import * as _tagsRepository from './tags.repository';
import { findTagDetail } from './tags.repository';

/** GET /v4/tag/name/{name}: two statements. */
export async function getTagByName(db: Db, name: string, cityKey: string): Promise<TagDetail> {
  const city = await resolveCity(db, cityKey);
  const row = await findTagDetail(db, name, city.id);
  if (!row) throw new DomainError('NOT_FOUND', `Tag ${name} was not found`);
  return toTagDetail(row, city);
}

export function findTag(...args: Parameters<typeof _tagsRepository.findTag>) {
  return _tagsRepository.findTag(...args);
}
