import { mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger, SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { claimDataDir, dumpDataDirTo } from './pglite-files';
import { ReplicaReads } from './replica-reads';
import { RetryingPool, retryCutTransactions } from './retrying-pool';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Engine = 'pglite' | 'postgres';

export type Database = {
  db: Db;
  /**
   * For the catalogue's reads, which may be seconds old: a streaming replica while it keeps up,
   * the primary otherwise (replica-reads.ts). `db` itself without a replica, and on PGlite.
   */
  catalogueDb: Db;
  engine: Engine;
  /**
   * Raw SQL for a library that brings its own (the job queue): parameters as $1..$n, or several
   * statements in one text when there are none. Answers the last statement's rows.
   */
  executeSql: ExecuteSql;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The server's connection pool now (the metrics endpoint shows it); none on PGlite, which has one. */
  poolStats(): PoolStats | undefined;
  /** With a replica: whether the catalogue's reads go to it now (the metrics endpoint shows it). */
  replicaInUse?: () => boolean;
  /** With a replica: after a catalogue change, its reads stay on the primary until the replica has it. */
  replicaFreshFromNow?: () => void;
  /** PGlite only: a consistent copy of the open database into this file (a gzipped tarball). */
  dumpTo?(file: string): Promise<void>;
  /** PGlite only: an image of the open database that `image` opens in memory (an uncompressed tarball). */
  dumpImage?(): Promise<Blob>;
};

export type PoolStats = {
  max: number;
  /** Connections open: idle ones wait in the pool, the others run a query or a transaction. */
  open: number;
  idle: number;
  /** Requests waiting for a connection: above zero for long, the pool is too small or the server slow. */
  waiting: number;
};

export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export type DatabaseOptions = {
  /** A PostgreSQL server; when absent the embedded PGlite database in `dataDir` is used. */
  url?: string | undefined;
  dataDir?: string | undefined;
  /**
   * PGlite only, instead of `dataDir`: a database held in memory, started from this image of a data
   * directory (a tarball, as `dumpDataDir` writes it); nothing reaches the disk. The API tests start
   * each file's database this way: the same engine and SQL, without the file system's cost (their
   * queries run about 3x faster than on a directory).
   */
  image?: Blob | undefined;
  /** Sees every SQL statement; tests count them. */
  logger?: Logger;
  /** Connections to a PostgreSQL server; DEFAULT_POOL_SIZE when absent. */
  poolSize?: number;
  onPoolError?: (error: Error) => void;
  /** PostgreSQL only; see POSTGRES_TIMEOUT_DEFAULTS. */
  timeouts?: Partial<PostgresTimeouts>;
  /**
   * PgBouncer (or another pooler) between the API and the server, and its pooling mode. Either
   * mode takes no start-up settings (the pooler refuses them: its `connect_query` sets them, see
   * the README), and `transaction` also no named statements (a transaction gets any server connection).
   */
  pooler?: 'session' | 'transaction' | undefined;
  /**
   * The server itself, for migrations, when `url` is a pooler's in transaction mode: migrating holds
   * a session's advisory lock, which such a pooler cannot keep. `url` when absent.
   */
  migrationUrl?: string | undefined;
  /** A streaming replica of the server for the catalogue's reads (`catalogueDb`). */
  replicaUrl?: string | undefined;
};

export type PostgresTimeouts = {
  /** How long a request waits for a pooled connection (or a new one) before it fails. */
  connectMs: number;
  /** The longest one statement may run on the server. */
  statementMs: number;
  /** A transaction left open without work is ended by the server after this long. */
  idleInTransactionMs: number;
};

/**
 * A request fails in seconds instead of hanging when the server is gone or the pool is exhausted;
 * the longest catalogue query runs well under a second, so 15 s only stops runaway statements.
 */
export const POSTGRES_TIMEOUT_DEFAULTS: PostgresTimeouts = {
  connectMs: 5_000,
  statementMs: 15_000,
  idleInTransactionMs: 30_000,
};

/**
 * Sent with every connection, so the planner weighs reads as they are on the store's servers. The
 * default random_page_cost (4) prices a read by index as a disk seek, and on small tables (a
 * catalogue's cities, tags and their links) the planner reads the whole table, or hashes it, rather
 * than take the few rows its index names. The store's data is held in memory or on SSD, where a
 * random read costs about as much as a sequential one; 1.1 is the value PostgreSQL's guides give
 * for that. Measured on the experience page's statement (pgbench, same server): about a seventh
 * more executions a second.
 */
const PLANNER_SETTINGS = '-c random_page_cost=1.1';

/**
 * Twice the cores: PostgreSQL does its best with about that many statements running at once
 * (its wiki's "Number Of Database Connections"); more only take turns on the same cores, and each
 * one woken needs the CPU the API and the others want. Measured on the 2-core bench host, database
 * and API on one machine, the uncached experience call at 2,000 requests a second: 10 connections
 * (node-postgres's default) gave a median p99 of 32 ms over eight runs, 4 gave 16 ms, and 4 also
 * served more at full speed (3,080-3,320 against 2,720-3,030 a second). A database on a machine
 * of its own wants twice its own cores over all the API processes: DB_POOL_SIZE (README).
 */
const DEFAULT_POOL_SIZE = 2 * availableParallelism();

// Any fixed number shared by every process of this app: pg_advisory_lock keys are global per database.
const MIGRATION_LOCK_KEY = 4_310_016;

export const MIGRATIONS_DIR = fileURLToPath(new URL('../drizzle', import.meta.url));

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options);
  if (options.image)
    return openPglite(
      await PGlite.create({ loadDataDir: options.image, extensions, startParams: IN_MEMORY_START }),
      options,
    );
  if (!options.dataDir) throw new Error('openDatabase needs DATABASE_URL or a PGlite data directory');
  const dataDir = options.dataDir;
  mkdirSync(dirname(dataDir), { recursive: true });
  // One process at a time on a directory (pglite-files.ts): a second one would corrupt it.
  const release = claimDataDir(dataDir);
  const client = await PGlite.create(dataDir, { extensions }).catch((error: unknown) => {
    release();
    throw error;
  });
  return openPglite(client, options, release);
}

// pg_trgm (typo-tolerant search) ships with PGlite but is loaded only when asked for.
const extensions = { pg_trgm };

/**
 * A database held in memory keeps its files in memory already, so PostgreSQL's own page cache
 * only copies them again; at the default 128 MB, clearing it is most of a start (about 1 s of the
 * 2.5 s each API test file's database took here). 16 MB holds the seeded store's hot pages: its
 * queries ran no slower.
 */
const IN_MEMORY_START = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

function openPglite(client: PGlite, options: DatabaseOptions, release = () => {}): Database {
  const db = drizzlePglite({ client, schema, logger: options.logger ?? false }) as unknown as Db;
  return {
    db,
    catalogueDb: db,
    engine: 'pglite',
    // PGlite's query() takes one statement; exec() takes several (without parameters).
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
    poolStats: () => undefined,
    dumpTo: (file) => dumpDataDirTo(client, file),
    dumpImage: () => client.dumpDataDir('none'),
  };
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const timeouts = { ...POSTGRES_TIMEOUT_DEFAULTS, ...options.timeouts };
  const pool = postgresPool(url, options, timeouts);
  const db = drizzlePg({ client: pool, schema, logger: options.logger ?? false }) as unknown as Db;
  retryCutTransactions(db, timeouts.connectMs);
  const replica = options.replicaUrl
    ? new ReplicaReads(
        // Never waited for: a replica that does not answer at once is passed over for the primary.
        postgresPool(options.replicaUrl, options, { ...timeouts, connectMs: REPLICA_CONNECT_MS }, 0),
        pool,
        (error) => options.onPoolError?.(error),
      )
    : undefined;
  const catalogueDb = replica
    ? (drizzlePg({ client: replica.asPool(), schema, logger: options.logger ?? false }) as unknown as Db)
    : db;
  return {
    db,
    catalogueDb,
    engine: 'postgres',
    executeSql: (text, values) => pool.query(text, values),
    migrate: () => migrateOnce(options.migrationUrl ?? url, timeouts.connectMs),
    close: async () => {
      await replica?.close();
      await pool.end();
    },
    ...(replica && { replicaInUse: () => replica.inUse, replicaFreshFromNow: () => replica.freshFromNow() }),
    poolStats: () => ({
      max: pool.options.max,
      open: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
  };
}

/** How long a catalogue read waits for a connection to the replica before it goes to the primary. */
const REPLICA_CONNECT_MS = 1_000;

function postgresPool(
  url: string,
  options: DatabaseOptions,
  timeouts: PostgresTimeouts,
  retryBudgetMs = timeouts.connectMs,
): RetryingPool {
  // A restart of the server delays requests by its length instead of failing them (retrying-pool.ts).
  const pool = new RetryingPool({
    retryBudgetMs,
    connectionString: url,
    max: options.poolSize ?? DEFAULT_POOL_SIZE,
    connectionTimeoutMillis: timeouts.connectMs,
    namedStatements: options.pooler !== 'transaction',
    // Sent as start-up parameters, so they hold on every pooled connection from its first query.
    // PgBouncer refuses them: behind it its connect_query sets them on each server connection.
    ...(options.pooler === undefined && {
      statement_timeout: timeouts.statementMs,
      idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
      options: PLANNER_SETTINGS,
    }),
  });
  // Without a listener an idle client's error (a server restart) is thrown and kills the process.
  pool.on('error', (error) => options.onPoolError?.(error));
  return pool;
}

/**
 * Several API processes may start at once against one server; the advisory lock lets one of them
 * apply the migrations while the others wait, then find nothing left to do. A connection of its
 * own, without the pool's statement timeout: a migration on a big table may take longer.
 */
async function migrateOnce(url: string, connectMs: number): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectMs });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    // Ending the session releases the lock too, also when a migration failed half way.
    await client.end();
  }
}

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
