import { type Database, requestedCopyFile } from '@store/db';
import type { FastifyBaseLogger } from 'fastify';

/**
 * `npm run backup` on the embedded database while the store runs: the directory is this process's
 * alone (a second process on it would corrupt it), so the script sends SIGUSR2 and this process
 * writes the copy beside the directory, where the script picks it up. No HTTP route: only someone
 * who may signal the process, on its machine, can ask for a copy of every customer's data.
 */
export function copyOnRequest(database: Database, dataDir: string, log: FastifyBaseLogger): void {
  const dumpTo = database.dumpTo;
  if (!dumpTo) return;
  process.on('SIGUSR2', () => {
    const file = requestedCopyFile(dataDir);
    dumpTo(file).then(
      () => log.info({ file }, 'copied the database for a backup'),
      (error: unknown) => log.error({ err: error }, 'could not copy the database for a backup'),
    );
  });
}
