import { DEFAULT_TIME_ZONE, ymdInZone } from '@store/domain';
import type { TestProject } from 'vitest/node';
import { startPostgres } from '../../../scripts/lib/postgres.mjs';
import { postgresBinDir } from '../../../scripts/lib/system.mjs';
import { ensurePgliteTemplate, ensurePostgresTemplate } from '../test/support/template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The suite's own PostgreSQL server (it restarts it), its admin URL, binaries and data. */
    reliabilityPg: { url: string; binDir: string; dataDir: string };
    /** A seeded PGlite directory to copy. */
    reliabilityPglite: string;
  }
}

/**
 * The reliability suite runs the API as its own process, on the real clock, so
 * its databases are seeded as of today: their slots are bookable now. The PostgreSQL server is the
 * suite's alone, since the suite restarts it.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const binDir = postgresBinDir();
  if (!binDir)
    throw new Error('the reliability suite needs a PostgreSQL server (apt-get install postgresql)');
  const server = await startPostgres(binDir);
  const today = ymdInZone(new Date(), DEFAULT_TIME_ZONE);
  await ensurePostgresTemplate(server.url, today);
  project.provide('reliabilityPg', { url: server.url, binDir, dataDir: server.dataDir });
  project.provide('reliabilityPglite', await ensurePgliteTemplate(today));
  return () => server.stop();
}
