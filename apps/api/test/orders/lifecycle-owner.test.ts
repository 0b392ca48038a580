import { schema } from '@store/db';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiSources, refusal } from '../support/table-guards';
import { useTestApp } from '../support/test-app';

// One lifecycle service is the only writer of an order's status, its audit rows and its
// slot's booked places; the database refuses states the domain does not know and keeps the audit
// trail append-only.

const OWNER = 'modules/order-core/lifecycle.repository.ts';
const OWNER_SERVICE = 'modules/order-core/lifecycle.service.ts';

const WRITES = [
  // Drizzle: any write of orders or the audit table; a change of a slot's booked places.
  /\.(insert|update|delete)\(\s*(schema\.)?(orders|orderEvents)\s*\)/,
  /\.(update|delete)\(\s*(schema\.)?slotCapacities\s*\)/,
  // Raw SQL doing the same.
  /\b(update|insert\s+into|delete\s+from)\s+"?(orders|order_events)"?\b/i,
  /\b(update|delete\s+from)\s+"?slot_capacities"?\b/i,
];

describe('the order lifecycle has one owner', () => {
  const files = apiSources();

  it('has no other code writing an order, its audit rows or its booked places', () => {
    const writers = files.filter((f) => WRITES.some((pattern) => pattern.test(f.text))).map((f) => f.path);
    expect(writers).toEqual([OWNER]);
  });

  it('lets only the lifecycle service reach those writes', () => {
    const importers = files.filter((f) => /\/lifecycle\.repository['"]/.test(f.text)).map((f) => f.path);
    expect(importers).toEqual([OWNER_SERVICE]);
  });

  it('would notice a writer elsewhere (the patterns match what they guard against)', () => {
    const caught = [
      'await tx.update(orders).set({ status })',
      'db.insert(schema.orderEvents).values(row)',
      'tx.update(slotCapacities).set({ booked: 0 })',
      "sql`update orders set status = 'placed'`",
      'sql`insert into "order_events" (order_id) values (1)`',
    ];
    for (const line of caught) expect(WRITES.some((p) => p.test(line))).toBe(true);
    expect(WRITES.some((p) => p.test('db.insert(slotCapacities).values(row)'))).toBe(false);
  });
});

describe('the database keeps to the order process', () => {
  const t = useTestApp();
  const anOrder = async () => {
    const [row] = await t().database.db.select().from(schema.orders).limit(1);
    if (!row) throw new Error('the seed has no orders');
    return row;
  };

  it('refuses an order state the domain does not know', async () => {
    const order = await anOrder();
    expect(
      await refusal(t().database.db.execute(sql`update orders set status = 'lost' where id = ${order.id}`)),
    ).toMatch(/orders_status_known/);
    const [after] = await t().database.db.select().from(schema.orders).where(eq(schema.orders.id, order.id));
    expect(after?.status).toBe(order.status);
  });

  it('never changes or removes an audit row', async () => {
    const order = await anOrder();
    const db = t().database.db;
    await db.insert(schema.orderEvents).values({
      orderId: order.id,
      fromStatus: null,
      toStatus: order.status,
      cause: 'written by the test',
      createdAt: new Date(),
    });
    expect(await refusal(db.execute(sql`update order_events set cause = 'rewritten'`))).toMatch(
      /append-only/,
    );
    expect(await refusal(db.execute(sql`delete from order_events`))).toMatch(/append-only: DELETE/);
    const rows = await db.select().from(schema.orderEvents).where(eq(schema.orderEvents.orderId, order.id));
    expect(rows.map((r) => r.cause)).toContain('written by the test');
  });
});
