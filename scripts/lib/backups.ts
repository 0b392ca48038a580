// What `npm run backup` and `npm run restore` share: where things are, which tool to run, and the
// check that a database holds orders.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../../packages/db/src/index';
import { postgresBinDir } from './system.mjs';

/** The API's defaults (apps/api/src/env.ts), read the same way: relative to where the command runs. */
export const settings = () => ({
  url: process.env.DATABASE_URL || undefined,
  dataDir: resolve(process.env.PGLITE_DIR || 'data/pglite'),
  backupDir: resolve(process.env.BACKUP_DIR || 'data/backups'),
});

/** 2026-11-25T17-02-03Z: sorts by time and is a valid file name everywhere. */
export const stamp = (now = new Date()) =>
  now
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-');

/**
 * A PostgreSQL client tool: the Debian server's (scripts/lib/system.mjs, 15 preferred, like
 * production), else the one on PATH. pg_dump must be at least the server's version.
 */
export function pgTool(name: 'pg_dump' | 'pg_restore'): string {
  const dir = postgresBinDir();
  return dir && existsSync(join(dir, name)) ? join(dir, name) : name;
}

export function run(command: string, args: string[]): void {
  execFileSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
}

/** What a copy is, told by its first bytes: a gzipped PGlite tarball or a pg_dump archive. */
export function kindOf(file: string): 'pglite' | 'pg_dump' {
  const head = readFileSync(file).subarray(0, 5);
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  if (head.toString('latin1') === 'PGDMP') return 'pg_dump';
  throw new Error(`${file} is neither a PGlite copy (.tar.gz) nor a pg_dump archive (.pgdump)`);
}

export type OrderSummary = { orders: number; newest: number | null };

/** The orders a database holds and the newest one's number: printed so a person can check a restore. */
export const ORDER_SUMMARY = 'select count(*)::int as orders, max(id) as newest from orders';

export async function serverOrderSummary(url: string): Promise<OrderSummary> {
  const database = await openDatabase({ url });
  try {
    const [row] = await queryRows<OrderSummary>(database.db, sql.raw(ORDER_SUMMARY));
    return row ?? { orders: 0, newest: null };
  } finally {
    await database.close();
  }
}
