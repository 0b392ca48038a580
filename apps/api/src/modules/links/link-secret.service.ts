import { randomBytes } from 'node:crypto';
import type { Db } from '@store/db';
import { keepLinkSecret } from './link-secret.repository';

/**
 * Outside production (no LINK_SECRET), the database's own link secret: made once, at random, and
 * kept in store_meta, so every API copy on the database signs alike and no published constant
 * signs anyone's tracking or vendor links. The first copy to write it wins.
 */
export function databaseLinkSecret(db: Db): Promise<string> {
  return keepLinkSecret(db, randomBytes(32).toString('base64url'));
}
