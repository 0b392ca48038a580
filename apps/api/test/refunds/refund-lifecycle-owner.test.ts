import { schema } from '@store/db';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiSources, refusal } from '../support/table-guards';
import { useTestApp } from '../support/test-app';

// One refund lifecycle service is the only writer of a refund (its opening, its state, its tries);
// every move is the domain's refund process's (packages/domain/src/refunds/refund-process.ts), and
// the database refuses a state the domain does not know and a second refund of an order on its way.

const OWNER = 'modules/refunds/refund-lifecycle.repository.ts';
const OWNER_SERVICE = 'modules/refunds/refund-lifecycle.service.ts';

const WRITES = [
  // Drizzle: any write of the refunds table (not the sandbox provider's own books, sandboxRefunds).
  /\.(insert|update|delete)\(\s*(schema\.)?refunds\s*\)/,
  // Raw SQL doing the same.
  /\b(update|insert\s+into|delete\s+from)\s+"?refunds"?(\s|$|\()/im,
];

describe('a refund has one owner', () => {
  const files = apiSources();

  it('has no other code writing a refund', () => {
    const writers = files.filter((f) => WRITES.some((pattern) => pattern.test(f.text))).map((f) => f.path);
    expect(writers).toEqual([OWNER]);
  });

  it('lets only the refund lifecycle service reach those writes', () => {
    const importers = files
      .filter((f) => /\/refund-lifecycle\.repository['"]/.test(f.text))
      .map((f) => f.path);
    expect(importers).toEqual([OWNER_SERVICE]);
  });

  it('would notice a writer elsewhere (the patterns match what they guard against)', () => {
    const caught = [
      "await tx.update(refunds).set({ status: 'processed' })",
      'db.insert(schema.refunds).values(row)',
      'db.delete(refunds).where(eq(refunds.id, 1))',
      "sql`update refunds set status = 'failed'`",
      'sql`insert into "refunds" (order_id) values (1)`',
    ];
    for (const line of caught) expect(WRITES.some((p) => p.test(line))).toBe(true);
    const others = [
      'db.insert(sandboxRefunds).values(row)',
      'sql`insert into sandbox_refunds (refund_id) values (1)`',
      'db.select().from(refunds)',
    ];
    for (const line of others) expect(WRITES.some((p) => p.test(line))).toBe(false);
  });
});

describe('the database keeps to the refund process', () => {
  const t = useTestApp();
  const aRefund = async (key: string) => {
    const db = t().database.db;
    const [order] = await db.select().from(schema.orders).limit(1);
    if (!order) throw new Error('the seed has no orders');
    const at = new Date();
    const [row] = await db
      .insert(schema.refunds)
      .values({
        orderId: order.id,
        destination: 'source',
        amount: 100,
        idempotencyKey: key,
        reason: 'written by the test',
        nextTryAt: at,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    if (!row) throw new Error('no refund written');
    return row;
  };

  it('refuses a refund state the domain does not know, and a second refund of an order on its way', async () => {
    const db = t().database.db;
    const refund = await aRefund('refund-owner-test-1');
    expect(
      await refusal(db.execute(sql`update refunds set status = 'lost' where id = ${refund.id}`)),
    ).toMatch(/refunds_status_known/);
    expect(await refusal(aRefund('refund-owner-test-2'))).toMatch(/refunds_one_in_flight/);
    const [after] = await db.select().from(schema.refunds).where(eq(schema.refunds.id, refund.id));
    expect(after?.status).toBe('pending');
  });
});
