import { schema } from '@store/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildStatements, markPaid } from '../../src/modules/payouts';
import { buildStatementsOnce } from '../../src/modules/payouts/build-statements.service';
import { ADMIN, callers } from '../console/console-helpers';
import { TEST_NOW } from '../support/fixtures';
import { useTestApp } from '../support/test-app';
import { completedBy } from './payouts-helpers';

// The statements' builder as the job and the console run it: several at once (API processes, an
// operator's button) write each line once, and a paid statement cannot be changed even by SQL.
// Runs on PGlite and PostgreSQL.

let now = TEST_NOW;
const t = useTestApp({ clock: () => now });
const { payoutLines, payoutStatements } = schema;

beforeAll(async () => {
  const who = await callers(t());
  await completedBy(t(), 5, () => now, who.admin, 'build-a');
  await completedBy(t(), 1, () => now, who.admin, 'build-b');
});

describe('building statements', () => {
  it('writes each line once when the job and an operator build at the same time', async () => {
    const db = t().database.db;
    const reports = await Promise.all([
      buildStatementsOnce(db, now),
      buildStatementsOnce(db, now),
      buildStatements(db, now),
      buildStatements(db, now),
    ]);
    expect(reports.reduce((n, r) => n + r.orderLines, 0)).toBe(2);
    const lines = await db.select().from(payoutLines);
    expect(new Set(lines.map((l) => l.orderId)).size).toBe(lines.length);
    expect(lines).toHaveLength(2);
  });

  it('freezes a paid statement: its row and lines refuse any change', async () => {
    const db = t().database.db;
    now = new Date('2026-12-08T04:30:00Z');
    const [statement] = await db.select().from(payoutStatements).where(eq(payoutStatements.vendorId, 5));
    if (!statement) throw new Error('no statement of vendor 5');
    await db.transaction((tx) =>
      markPaid(tx, statement.id, { bankReference: 'UTR12345678', paidOn: '2026-12-08' }, ADMIN, now),
    );
    await expect(
      db
        .update(payoutStatements)
        .set({ bankReference: 'CHANGED1' })
        .where(eq(payoutStatements.id, statement.id)),
    ).rejects.toThrow();
    await expect(
      db.update(payoutLines).set({ amount: 1 }).where(eq(payoutLines.statementId, statement.id)),
    ).rejects.toThrow();
    await expect(db.delete(payoutLines).where(eq(payoutLines.statementId, statement.id))).rejects.toThrow();
    const [line] = await db.select().from(payoutLines).where(eq(payoutLines.statementId, statement.id));
    expect(line?.amount).toBe(1759);
  });
});
