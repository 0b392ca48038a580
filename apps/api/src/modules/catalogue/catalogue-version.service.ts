import type { Db } from '@store/db';
import { bumpCatalogueVersion } from './catalogue-version.repository';

/** After a catalogue change: every API process drops its cached answers at its next look (catalogue-version-watch.ts). */
export function catalogueChanged(db: Db): Promise<void> {
  return bumpCatalogueVersion(db);
}
