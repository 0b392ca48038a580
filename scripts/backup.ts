// `npm run backup`: a consistent, timestamped copy of the store's database in BACKUP_DIR
// (./data/backups), its path printed last.
//
//  - DATABASE_URL set: `pg_dump --format=custom` of the server (one snapshot, taken while the store
//    runs), store-<time>.pgdump.
//  - Otherwise the embedded database in PGLITE_DIR (./data/pglite), as PGlite's own dumpDataDir
//    tarball, store-<time>.tar.gz: asked of the running API (SIGUSR2) when one holds the directory,
//    since a second process must never open it, else taken here with the directory opened alone.
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase, pgliteHolder, requestedCopyFile } from '../packages/db/src/index';
import { pgTool, run, settings, stamp } from './lib/backups';

const { url, dataDir, backupDir } = settings();
mkdirSync(backupDir, { recursive: true });
const name = `store-${stamp()}`;

try {
  console.log(url ? await dumpServer(url) : await copyEmbedded());
} catch (error) {
  console.error(`[backup] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

async function dumpServer(serverUrl: string): Promise<string> {
  const file = join(backupDir, `${name}.pgdump`);
  const partial = `${file}.partial`;
  // No owners or grants: the copy restores into another server's database under its own user.
  run(pgTool('pg_dump'), [
    '--format=custom',
    '--no-owner',
    '--no-privileges',
    `--file=${partial}`,
    serverUrl,
  ]);
  renameSync(partial, file);
  return file;
}

async function copyEmbedded(): Promise<string> {
  if (!existsSync(join(dataDir, 'PG_VERSION'))) throw new Error(`no database in ${dataDir} to back up`);
  const file = join(backupDir, `${name}.tar.gz`);
  const holder = pgliteHolder(dataDir);
  if (holder === undefined) {
    const database = await openDatabase({ dataDir });
    try {
      await database.dumpTo?.(file);
    } finally {
      await database.close();
    }
    return file;
  }
  const copy = requestedCopyFile(dataDir);
  rmSync(copy, { force: true });
  process.kill(holder, 'SIGUSR2');
  await waitFor(copy, 120_000);
  renameSync(copy, file);
  return file;
}

/** The running API writes the copy under a temporary name and renames it when it is whole. */
async function waitFor(file: string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (!existsSync(file) || statSync(file).size === 0) {
    if (Date.now() > until)
      throw new Error(`the running API (PGLITE_DIR ${dataDir}) wrote no copy in ${ms / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
