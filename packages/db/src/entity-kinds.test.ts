import { Column, is, SQL, sql, Table } from 'drizzle-orm';
import { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { orders } from './schema';

// Drizzle's is() is patched (patches/drizzle-orm+0.45.4.patch) to remember each class's entity
// kinds: query building asks it for every column and chunk. It must answer as before, on first
// sight of a class and from what it remembered.
describe("drizzle's is(), as patched", () => {
  it('knows an entity by any class up its chain, twice alike', () => {
    for (let round = 0; round < 2; round += 1) {
      expect(is(orders.id, PgColumn)).toBe(true);
      expect(is(orders.id, Column)).toBe(true);
      expect(is(orders, PgTable)).toBe(true);
      expect(is(orders, Table)).toBe(true);
      expect(is(sql`select 1`, SQL)).toBe(true);
    }
  });

  it('refuses what is not of the kind, and what is not an object', () => {
    for (let round = 0; round < 2; round += 1) {
      expect(is(sql`select 1`, Column)).toBe(false);
      expect(is(orders.id, SQL)).toBe(false);
      expect(is(orders, Column)).toBe(false);
      expect(is({}, SQL)).toBe(false);
      expect(is(null, SQL)).toBe(false);
      expect(is('orders', Table)).toBe(false);
    }
  });

  it('still throws for a class that is not a Drizzle entity', () => {
    class NotAnEntity {}
    expect(() => is({}, NotAnEntity as never)).toThrow(/doesn't look like a Drizzle entity/);
  });
});
