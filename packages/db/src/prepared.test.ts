import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './database';
import { preparedOn } from './prepared';

const marks = pgTable('marks', { n: integer('n').notNull() });

describe('preparedOn', () => {
  const client = new PGlite();
  const db = drizzle(client) as unknown as Db;
  beforeAll(() => client.exec('CREATE TABLE marks (n integer NOT NULL)'));
  afterAll(() => client.close());

  it('builds a statement once per database and answers each call with its own values', async () => {
    let builds = 0;
    const twice = preparedOn((on) => {
      builds += 1;
      return on
        .select({ twice: sql<number>`${sql.placeholder('n')}::int * 2` })
        .from(sql`(select 1) as one`)
        .prepare('select_twice');
    });
    expect(await twice(db).execute({ n: 2 })).toEqual([{ twice: 4 }]);
    expect(await twice(db).execute({ n: 21 })).toEqual([{ twice: 42 }]);
    expect(builds).toBe(1);
    const other = drizzle(client) as unknown as Db;
    expect(await twice(other).execute({ n: 5 })).toEqual([{ twice: 10 }]);
    expect(builds, 'another database builds its own').toBe(2);
  });

  it('builds once for every transaction, and runs each time inside the transaction it is given', async () => {
    let builds = 0;
    const mark = preparedOn((on) => {
      builds += 1;
      return on
        .insert(marks)
        .values({ n: sql.placeholder('n') })
        .prepare('insert_mark');
    });
    const count = preparedOn((on) => {
      builds += 1;
      return on.select({ n: sql<number>`count(*)::int` }).from(marks).prepare('count_marks');
    });
    await db.transaction(async (tx) => {
      await mark(tx).execute({ n: 1 });
      expect(await count(tx).execute()).toEqual([{ n: 1 }]);
    });
    // Written in a transaction that rolls back: the statement ran on that transaction's connection.
    await db
      .transaction(async (tx) => {
        await mark(tx).execute({ n: 2 });
        expect(await count(tx).execute()).toEqual([{ n: 2 }]);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await db.transaction(async (tx) => {
      await mark(tx).execute({ n: 3 });
    });
    expect(builds, 'one build each, shared by the three transactions').toBe(2);
    expect(await db.select().from(marks).orderBy(marks.n)).toEqual([{ n: 1 }, { n: 3 }]);
  });

  it("gives another database's transactions a statement of their own, logged by that database", async () => {
    const seen = { first: [] as string[], second: [] as string[] };
    const logged = (into: string[]) => ({ logQuery: (query: string) => void into.push(query) });
    const secondClient = new PGlite();
    try {
      await secondClient.exec('CREATE TABLE marks (n integer NOT NULL)');
      const first = drizzle(client, { logger: logged(seen.first) }) as unknown as Db;
      const second = drizzle(secondClient, { logger: logged(seen.second) }) as unknown as Db;
      const mark = preparedOn((on) =>
        on
          .insert(marks)
          .values({ n: sql.placeholder('n') })
          .prepare('insert_mark_logged'),
      );
      await first.transaction((tx) => mark(tx).execute({ n: 10 }));
      await second.transaction((tx) => mark(tx).execute({ n: 20 }));
      const inserts = (queries: string[]) => queries.filter((q) => q.startsWith('insert into "marks"'));
      expect(inserts(seen.first)).toHaveLength(1);
      expect(inserts(seen.second), "the second database's own logger saw its insert").toHaveLength(1);
      expect(await second.select().from(marks)).toEqual([{ n: 20 }]);
    } finally {
      await secondClient.close();
    }
    // A second database is made in the test: PGlite takes seconds to start on a busy 2-core machine.
  }, 30_000);
});
