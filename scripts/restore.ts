// `npm run restore FILE` brings back a copy made by `npm run backup`, then prints how many orders
// the restored database holds and the newest one's number. Stop the store first.
//
//  - A PGlite copy (.tar.gz) goes into PGLITE_DIR (./data/pglite). A directory that holds a database
//    is kept: restore refuses, and with `-- --force` moves it aside to <dir>.before-restore-<time>
//    (nothing is deleted).
//  - A pg_dump archive (.pgdump) goes into the server at DATABASE_URL. A database that already has
//    the store's tables is refused; with `-- --force` pg_restore drops and recreates what the copy
//    holds, in one transaction (all of it or nothing).
import { existsSync, readdirSync, renameSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { loadDataDirFrom, openDatabase, pgliteHolder, queryRows } from '../packages/db/src/index';
import {
  kindOf,
  ORDER_SUMMARY,
  type OrderSummary,
  pgTool,
  run,
  serverOrderSummary,
  settings,
  stamp,
} from './lib/backups';

const args = process.argv.slice(2);
const force = args.includes('--force');
const file = args.find((arg) => !arg.startsWith('--'));
const { url, dataDir } = settings();

try {
  if (!file || !existsSync(file)) throw new Error('usage: npm run restore FILE [-- --force]');
  const kind = kindOf(file);
  let summary: OrderSummary;
  if (kind === 'pglite') {
    if (url) throw new Error('a PGlite copy restores into the embedded database: unset DATABASE_URL');
    summary = await restoreEmbedded(resolve(file));
  } else {
    if (!url) throw new Error('a pg_dump archive restores into a server: set DATABASE_URL');
    await restoreServer(resolve(file), url);
    summary = await serverOrderSummary(url);
  }
  const { orders, newest } = summary;
  console.log(`[restore] restored ${file}: ${orders} orders, the newest #${newest ?? '-'}`);
} catch (error) {
  console.error(`[restore] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

async function restoreEmbedded(copy: string): Promise<OrderSummary> {
  const holder = pgliteHolder(dataDir);
  if (holder !== undefined) throw new Error(`process ${holder} is using ${dataDir}: stop the store first`);
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    if (!force) throw new Error(`${dataDir} holds a database: add -- --force to move it aside first`);
    const aside = `${dataDir}.before-restore-${stamp()}`;
    renameSync(dataDir, aside);
    console.log(`[restore] moved the database that was there to ${aside}`);
  }
  return loadDataDirFrom(copy, dataDir, async (client) => {
    const { rows } = await client.query<OrderSummary>(ORDER_SUMMARY);
    return rows[0] ?? { orders: 0, newest: null };
  });
}

async function restoreServer(archive: string, serverUrl: string): Promise<void> {
  if ((await hasOrdersTable(serverUrl)) && !force) {
    throw new Error('the database at DATABASE_URL holds the store already: add -- --force to replace it');
  }
  run(pgTool('pg_restore'), [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--no-privileges',
    '--single-transaction',
    `--dbname=${serverUrl}`,
    archive,
  ]);
}

async function hasOrdersTable(serverUrl: string): Promise<boolean> {
  const database = await openDatabase({ url: serverUrl });
  try {
    const [row] = await queryRows<{ present: boolean }>(
      database.db,
      sql`select to_regclass('public.orders') is not null as present`,
    );
    return row?.present === true;
  } finally {
    await database.close();
  }
}
