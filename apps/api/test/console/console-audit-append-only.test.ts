import { schema } from '@store/db';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW } from '../support/fixtures';
import { refusal } from '../support/table-guards';
import { useTestApp } from '../support/test-app';
import { auditRows, CUSTOMER, callers, consolePost } from './console-helpers';

// The console's audit is append-only like order_events: the database itself refuses to change or
// remove a row, whoever asks. Runs on PGlite and PostgreSQL.

const t = useTestApp({ clock: () => TEST_NOW });

describe("the console's audit", () => {
  beforeAll(async () => {
    const who = await callers(t());
    const credited = await consolePost(
      t(),
      `/people/${CUSTOMER}/wallet`,
      { kind: 'credit', amount: 250, reason: 'a goodwill credit' },
      who.ops,
    );
    expect(credited.statusCode, credited.body).toBe(200);
  });

  it('refuses an UPDATE and a DELETE of its rows, keeping them as written', async () => {
    const before = await auditRows(t());
    expect(before.length).toBeGreaterThan(0);
    const db = t().database.db;
    expect(await refusal(db.execute(sql`update console_audit set summary = 'rewritten'`))).toMatch(
      /console_audit is append-only: UPDATE/,
    );
    expect(await refusal(db.execute(sql`delete from console_audit`))).toMatch(
      /console_audit is append-only: DELETE/,
    );
    expect(await auditRows(t())).toEqual(before);
    expect((await db.select().from(schema.consoleAudit)).map((r) => r.summary)).not.toContain('rewritten');
  });
});
