import type { TagDetail } from '@store/contract';
import type { Db } from '@store/db';
import { DomainError } from '@store/domain';
import { resolveCity } from '../cities';
import { toTagDetail } from './tag.dto';
import { findTagDetail } from './tags.repository';

/** GET /v4/tag/name/{name}: two statements. */
export async function getTagByName(db: Db, name: string, cityKey: string): Promise<TagDetail> {
  const city = await resolveCity(db, cityKey);
  const row = await findTagDetail(db, name, city.id);
  if (!row) throw new DomainError('NOT_FOUND', `Tag ${name} was not found`);
  return toTagDetail(row, city);
}
