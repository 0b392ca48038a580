import {
  closeSync,
  existsSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The embedded database's directory on disk: who holds it, and its copies.
 *
 * PGlite runs PostgreSQL inside one process with no server to arbitrate: a second process opening
 * the same directory would write over the first one's pages. The holder's process id is kept in a
 * file beside the directory (not in it, so a copy of the directory never carries it), and a process
 * that finds a live holder refuses to open. A holder killed without closing leaves its file behind;
 * its process is gone, so the next one takes the directory over.
 */
export const holderFile = (dataDir: string) => `${resolve(dataDir)}.pid`;

/** The process holding the directory, when it is alive and not this one. */
export function pgliteHolder(dataDir: string): number | undefined {
  const file = holderFile(dataDir);
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return undefined;
  return isAlive(pid) ? pid : undefined;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Claims the directory for this process; returns the release. Throws when a live process holds it. */
export function claimDataDir(dataDir: string): () => void {
  const file = holderFile(dataDir);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const holder = pgliteHolder(dataDir);
    if (holder !== undefined) {
      throw new Error(
        `The database directory ${resolve(dataDir)} is in use by process ${holder}; stop it first (two processes on one PGlite directory corrupt it)`,
      );
    }
    try {
      // Exclusive create: of two processes starting at once, one wins and the other looks again.
      const fd = openSync(file, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      // Only this process's claim is given up: never one a later process made.
      return () => {
        if (existsSync(file) && readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // Left by a process that is gone (or by this one): taken over.
      if (pgliteHolder(dataDir) === undefined) rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not claim the database directory ${resolve(dataDir)}`);
}

/**
 * Where a running API writes the copy `npm run backup` asks it for (by SIGUSR2): the directory is
 * its own while it runs, so the copy must come from it.
 */
export const requestedCopyFile = (dataDir: string) => `${resolve(dataDir)}.backup.tar.gz`;

/**
 * A consistent copy of the open database as a gzipped tarball (PGlite's dumpDataDir): taken while
 * no statement runs, so it is what a crash at that instant would leave, and the next open recovers
 * it from its write-ahead log to exactly the transactions committed by then. Written beside the
 * target and renamed, so a half-written copy never has the target's name.
 */
export async function dumpDataDirTo(client: PGlite, file: string): Promise<void> {
  const tarball = await client.dumpDataDir('gzip');
  const partial = `${file}.partial`;
  writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()));
  renameSync(partial, file);
}

/**
 * Unpacks a copy made by dumpDataDirTo into `dataDir`, which must not hold a database, and opens it
 * once, so that PostgreSQL replays its log now rather than on the API's first start; `inspect` may
 * look at it meanwhile (the restore prints what it holds).
 * @public run by scripts/restore.ts (`npm run restore`), outside this workspace.
 */
export async function loadDataDirFrom<T>(
  file: string,
  dataDir: string,
  inspect: (client: PGlite) => Promise<T>,
): Promise<T> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new Error(`${resolve(dataDir)} is not empty: move it aside first`);
  }
  const release = claimDataDir(dataDir);
  try {
    const tarball = new Blob([readFileSync(file)]);
    const client = await PGlite.create(dataDir, { loadDataDir: tarball, extensions: { pg_trgm } });
    try {
      return await inspect(client);
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}
