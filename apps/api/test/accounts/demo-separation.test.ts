import { schema } from '@store/db';
import { addDemoOperators, isDemoDatabase, seed } from '@store/db/seed';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashDemoOperatorPasswords } from '../../src/modules/accounts/demo-operators';
import { TEST_OPERATOR_PASSWORDS, TEST_TODAY } from '../support/fixtures';
import { useTestApp } from '../support/test-app';

// Demo and production apart: the demo's accounts go only into a database the demo created (its
// marker row), never into one that merely has data. Runs on PGlite and PostgreSQL.
const t = useTestApp();

describe('demo accounts only in the demo database', () => {
  it('refuses to add demo operators to a database without the marker, and to seed one that holds data', async () => {
    const { db } = t().database;
    const hashes = await hashDemoOperatorPasswords(TEST_OPERATOR_PASSWORDS);
    // The tests' database was created by the demo seed: marked.
    expect(await isDemoDatabase(db)).toBe(true);

    // A store's database (accounts, no marker): the demo operators are refused and none is written.
    await db.delete(schema.storeMeta).where(eq(schema.storeMeta.key, 'demo'));
    await db.delete(schema.users).where(inArray(schema.users.mobile, ['9000000009', '9000000010']));
    expect(await isDemoDatabase(db)).toBe(false);
    await expect(addDemoOperators(db, TEST_TODAY, hashes)).rejects.toThrow(/not created by the demo/);
    await expect(seed(db, { today: TEST_TODAY, demoOperators: hashes })).rejects.toThrow(
      /already holds data/,
    );
    const operators = await db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(inArray(schema.users.mobile, ['9000000009', '9000000010']));
    expect(operators).toEqual([]);
    expect(await isDemoDatabase(db)).toBe(false);
  });
});
