import { schema } from '@store/db';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { useTestApp } from '../support/test-app';

// Load: a statement the API sends again and again is prepared once per connection, not
// parsed and planned on every call (packages/db/src/named-statements.ts). Only a server has
// connections; the embedded database parses in process.
describe.runIf(inject('postgresAdminUrl'))('statements sent again and again', () => {
  const t = useTestApp();

  it('are named from their third time, and the server keeps them prepared on that connection', async () => {
    const prepared = await t().database.db.transaction(async (tx) => {
      const byId = (id: number) =>
        tx.select({ name: schema.cities.name }).from(schema.cities).where(eq(schema.cities.id, id));
      for (const id of [1, 2, 3, 1]) await byId(id);
      const result = await tx.execute(sql`select name, statement from pg_prepared_statements`);
      return (result as unknown as { rows: { name: string; statement: string }[] }).rows;
    });
    const cities = prepared.filter((row) => row.statement.startsWith('select "name" from "cities"'));
    expect(cities).toHaveLength(1);
    expect(cities[0]?.name).toMatch(/^s_[0-9a-f]{40}$/);
  });

  it('answers the same whether named or not', async () => {
    const { db } = t().database;
    const names = [];
    for (let i = 0; i < 4; i += 1)
      names.push(
        (await db.select({ name: schema.cities.name }).from(schema.cities).where(eq(schema.cities.id, 1)))[0]
          ?.name,
      );
    expect(new Set(names).size).toBe(1);
    expect(names[0]).toEqual(expect.any(String));
  });
});

// Load: node-postgres asked the server to describe a named statement's rows on every
// execution and parsed that description again (patches/pg+8.23.1.patch). Now a connection asks
// once per statement and reuses the description, so the rows and their columns must stay right.
describe.runIf(inject('postgresAdminUrl'))('a named statement run again on one connection', () => {
  const client = new pg.Client({ connectionString: inject('postgresAdminUrl') });
  /** Describe messages this client has sent to the server. */
  let describes = 0;
  beforeAll(async () => {
    await client.connect();
    const connection = (client as unknown as { connection: { describe: (msg: unknown) => void } }).connection;
    const describe = connection.describe.bind(connection);
    connection.describe = (msg) => {
      describes += 1;
      describe(msg);
    };
    await client.query('create temporary table notes (id int primary key, body text, at timestamptz)');
    await client.query(`insert into notes values (1, 'one', '2026-01-02T03:04:05Z'), (2, 'two', null)`);
  });
  afterAll(() => client.end());

  const byId = (id: number) =>
    client.query({ name: 'note_by_id', text: 'select id, body, at from notes where id = $1', values: [id] });

  it('is described once, and every run answers its own rows with every column parsed', async () => {
    const before = describes;
    const first = await byId(1);
    const second = await byId(2);
    const third = await byId(1);
    expect(describes - before).toBe(1);
    expect(first.rows).toEqual([{ id: 1, body: 'one', at: new Date('2026-01-02T03:04:05Z') }]);
    expect(second.rows).toEqual([{ id: 2, body: 'two', at: null }]);
    expect(third.rows).toEqual(first.rows);
    expect(third.fields.map((f) => f.name)).toEqual(['id', 'body', 'at']);
  });

  it('reads rows as arrays the same way', async () => {
    const asArray = (id: number) =>
      client.query({
        name: 'note_array',
        text: 'select id, body from notes where id = $1',
        values: [id],
        rowMode: 'array',
      });
    await asArray(1);
    expect((await asArray(2)).rows).toEqual([[2, 'two']]);
  });

  it('is described again after it fails, and then answers as before', async () => {
    const ratio = (by: number) =>
      client.query({ name: 'ten_by', text: 'select 10 / $1::int as ratio', values: [by] });
    expect((await ratio(2)).rows).toEqual([{ ratio: 5 }]);
    await expect(ratio(0)).rejects.toThrow(/division by zero/);
    const before = describes;
    expect((await ratio(5)).rows).toEqual([{ ratio: 2 }]);
    expect(describes - before, 'asked again after the failure').toBe(1);
    await ratio(1);
    expect(describes - before).toBe(1);
  });

  it('an unnamed statement is described every time, as before', async () => {
    const before = describes;
    await client.query('select body from notes where id = $1', [1]);
    await client.query('select body from notes where id = $1', [1]);
    expect(describes - before).toBe(2);
  });
});
