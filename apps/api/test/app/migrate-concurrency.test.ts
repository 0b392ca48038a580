import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_DIR, openDatabase } from '@store/db';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { withDatabase } from '../support/template';

const PROCESSES = 6;

async function admin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('postgresAdminUrl') });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

// Several API processes starting together (a rolling deploy, replicas); PGlite has one process.
describe.runIf(inject('postgresAdminUrl'))('migrations started by several processes at once', () => {
  const name = `store_migrate_${randomBytes(6).toString('hex')}`;
  afterAll(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

  it('all succeed on a fresh database and apply each migration once', async () => {
    await admin(`CREATE DATABASE ${name}`);
    const url = withDatabase(inject('postgresAdminUrl'), name);
    const databases = await Promise.all(
      Array.from({ length: PROCESSES }, () => openDatabase({ url, poolSize: 1 })),
    );
    const outcomes = await Promise.allSettled(databases.map((database) => database.migrate()));
    await Promise.all(databases.map((database) => database.close()));
    expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);

    const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const applied = await client.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    const cities = await client.query('select count(*)::int as n from cities');
    await client.end();
    expect(applied.rows[0].n).toBe(journal.entries.length);
    expect(cities.rows[0].n).toBe(0); // the schema is there, once, and empty
  });
});
