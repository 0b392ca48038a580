import type { Db } from '@store/db';
import type { FastifyBaseLogger } from 'fastify';
import { readCatalogueVersion } from './catalogue-version.repository';

/**
 * Each API process of a fleet keeps its catalogue answers for a few seconds; a console change made
 * through another process would reach it only when they expire. So every `everyMs` the process reads
 * the catalogue's version, which each change moves on, and on a new one calls `onChange` (which drops
 * the cached answers and keeps catalogue reads off a replica until it has replayed the change). One
 * indexed read of one row per interval and process; a failed read is logged and tried again next time.
 */
export function watchCatalogueVersion(
  db: Db,
  everyMs: number,
  onChange: () => void,
  log: FastifyBaseLogger,
): () => void {
  let seen: number | undefined;
  let reading = false;
  const look = async () => {
    if (reading) return;
    reading = true;
    try {
      const version = await readCatalogueVersion(db);
      if (seen !== undefined && version !== seen) onChange();
      seen = version;
    } catch (error) {
      log.warn({ err: error }, 'the catalogue version could not be read');
    } finally {
      reading = false;
    }
  };
  const timer = setInterval(() => void look(), everyMs);
  timer.unref();
  void look();
  return () => clearInterval(timer);
}
