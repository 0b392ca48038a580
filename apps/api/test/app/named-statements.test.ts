import { schema } from '@store/db';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
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
