import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from './database';
import { preparedOn } from './prepared';

describe('preparedOn', () => {
  const client = new PGlite();
  const db = drizzle(client) as unknown as Db;
  afterAll(() => client.close());

  it('builds a statement once per database and answers each call with its own values', async () => {
    let builds = 0;
    const viaSelect = preparedOn((on) => {
      builds += 1;
      return on
        .select({ twice: sql<number>`${sql.placeholder('n')}::int * 2` })
        .from(sql`(select 1) as one`)
        .prepare('select_twice');
    });
    expect(await viaSelect(db).execute({ n: 2 })).toEqual([{ twice: 4 }]);
    expect(await viaSelect(db).execute({ n: 21 })).toEqual([{ twice: 42 }]);
    expect(builds).toBe(1);
    const other = drizzle(client) as unknown as Db;
    expect(await viaSelect(other).execute({ n: 5 })).toEqual([{ twice: 10 }]);
    expect(builds, 'another database builds its own').toBe(2);
  });
});
