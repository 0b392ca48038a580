import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { Logger, SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Engine = 'pglite' | 'postgres';

export type Database = {
  db: Db;
  engine: Engine;
  migrate(): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  /** A PostgreSQL server; when absent the embedded PGlite database in `dataDir` is used. */
  url?: string | undefined;
  dataDir?: string | undefined;
  /** Sees every SQL statement; tests count them. */
  logger?: Logger;
  poolSize?: number;
  onPoolError?: (error: Error) => void;
};

export const MIGRATIONS_DIR = fileURLToPath(new URL('../drizzle', import.meta.url));

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options);
  if (!options.dataDir) throw new Error('openDatabase needs DATABASE_URL or a PGlite data directory');
  return openPglite(options.dataDir, options);
}

async function openPglite(dataDir: string, options: DatabaseOptions): Promise<Database> {
  mkdirSync(dirname(dataDir), { recursive: true });
  const client = await PGlite.create(dataDir);
  const db = drizzlePglite({ client, schema, logger: options.logger ?? false }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
  };
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
  // Without a listener an idle client's error (a server restart) is thrown and kills the process.
  pool.on('error', (error) => options.onPoolError?.(error));
  const db = drizzlePg({ client: pool, schema, logger: options.logger ?? false }) as unknown as Db;
  return {
    db,
    engine: 'postgres',
    migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => pool.end(),
  };
}

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
