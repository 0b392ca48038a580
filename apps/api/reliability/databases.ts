import { type Database, openDatabase } from '@store/db';
import pg from 'pg';
import { inject } from 'vitest';
import { TEMPLATE_DB_NAME } from '../test/support/fixtures';
import { withDatabase } from '../test/support/template';
import { ONLY_ORDERS_BOOK } from './invariants';

export type FreshDatabase = { url: string; database: Database; drop(): Promise<void> };

/** A database of the test's own on the suite's server, copied from the seeded template. */
export async function freshDatabase(name: string): Promise<FreshDatabase> {
  const server = inject('reliabilityPg');
  await admin(server.url, `CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB_NAME}`);
  const url = withDatabase(server.url, name);
  const database = await openDatabase({ url });
  await database.executeSql(ONLY_ORDERS_BOOK);
  return {
    url,
    database,
    async drop() {
      await database.close();
      await admin(server.url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function admin(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(text).finally(() => client.end());
}
