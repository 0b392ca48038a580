import { createServer } from 'node:net';
import { errorEnvelope } from '@store/contract';
import { type Database, isDatabaseUnavailable, openDatabase } from '@store/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { App } from '../../src/app-context';
import { withDatabase } from '../support/template';
import { useTestApp } from '../support/test-app';

const UNAVAILABLE = {
  status_code: 503,
  code: 'SERVICE_UNAVAILABLE',
  error_message: 'The store cannot reach its database right now. Please try again in a minute.',
  message: 'The store cannot reach its database right now. Please try again in a minute.',
  data: {},
};

/** A port on this machine that nothing listens on: a PostgreSQL server that is down. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe('a PostgreSQL server that is down', () => {
  let database: Database;
  let app: App;
  beforeAll(async () => {
    // A short connect budget: a server that stays down is waited for that long (a restart would be over).
    database = await openDatabase({
      url: `postgres://store@127.0.0.1:${await closedPort()}/store`,
      timeouts: { connectMs: 800 },
    });
    app = await buildApp({ database });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('waits out the connect budget, then gives a 503 with a message and Retry-After on /health and on a catalogue read, not a 500', async () => {
    for (const url of ['/health', '/v2/getCities']) {
      const started = Date.now();
      const res = await app.inject({ method: 'GET', url });
      // Asked again with growing pauses while the budget lasts, never past it by more than a pause.
      expect(Date.now() - started).toBeGreaterThanOrEqual(300);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(errorEnvelope.parse(res.json())).toEqual(UNAVAILABLE);
    }
  });
});

// Only a server has a pool to exhaust and statements to time out; PGlite lives in the process.
describe.runIf(inject('postgresAdminUrl'))('timeouts toward PostgreSQL', () => {
  const t = useTestApp();
  const url = () => withDatabase(inject('postgresAdminUrl'), t().databaseName);

  it('a request that finds every connection taken gets a 503 after the acquire timeout, not a hang', async () => {
    const database = await openDatabase({ url: url(), poolSize: 1, timeouts: { connectMs: 300 } });
    const app = await buildApp({ database });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = () => {};
    const holding = new Promise<void>((resolve) => {
      started = resolve;
    });
    // The pool's only connection is busy in a transaction until the test lets it go.
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      started();
      await held;
    });
    await holding;
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(503);
    expect(errorEnvelope.parse(res.json())).toEqual(UNAVAILABLE);
    release();
    await transaction;
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    await app.close();
    await database.close();
  });

  it('every connection carries the statement and idle-in-transaction timeouts; a long statement is cut off', async () => {
    const database = await openDatabase({
      url: url(),
      timeouts: { statementMs: 250, idleInTransactionMs: 700 },
    });
    const show = async (name: string) => {
      const result = (await database.db.execute(sql.raw(`show ${name}`))) as unknown as {
        rows: Record<string, string>[];
      };
      return result.rows[0]?.[name];
    };
    expect(await show('statement_timeout')).toBe('250ms');
    expect(await show('idle_in_transaction_session_timeout')).toBe('700ms');
    const slow = await database.db.execute(sql`select pg_sleep(30)`).catch((error: unknown) => error);
    expect(isDatabaseUnavailable(slow)).toBe(true);
    await database.close();
  });

  it('has sensible defaults: 15 s per statement, 30 s idle in a transaction', async () => {
    const result = (await t().database.db.execute(
      sql`select current_setting('statement_timeout') as s, current_setting('idle_in_transaction_session_timeout') as i`,
    )) as unknown as { rows: { s: string; i: string }[] };
    expect(result.rows[0]).toEqual({ s: '15s', i: '30s' });
  });
});
