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
// operator's button) write each line once; a line of a week paid already goes to the next open
// statement; a paid statement cannot be changed even by SQL.
// Runs on PGlite and PostgreSQL.

let now = TEST_NOW;
const t = useTestApp({ clock: () => now });
const { payoutLines, payoutStatements } = schema;

let who: Awaited<ReturnType<typeof callers>>;

beforeAll(async () => {
  who = await callers(t());
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

  it('pays a week still running when asked; a booking completed later that week goes to the next statement', async () => {
    const db = t().database.db;
    const [early] = await db.select().from(payoutStatements).where(eq(payoutStatements.vendorId, 1));
    if (!early) throw new Error('no statement of vendor 1');
    await db.transaction((tx) =>
      markPaid(tx, early.id, { bankReference: 'UTR87654321', paidOn: '2026-12-01' }, ADMIN, now),
    );
    const later = await completedBy(t(), 1, () => now, who.admin, 'build-c');
    expect((await buildStatements(db, now)).orderLines).toBe(1);
    const [line] = await db.select().from(payoutLines).where(eq(payoutLines.orderId, later));
    const [next] = await db
      .select()
      .from(payoutStatements)
      .where(eq(payoutStatements.id, line?.statementId ?? 0));
    expect([early.weekStart, next?.weekStart, next?.paidAt]).toEqual(['2026-11-30', '2026-12-07', null]);
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
