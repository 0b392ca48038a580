import { schema } from '@store/db';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiSources, refusal } from '../support/table-guards';
import { useTestApp } from '../support/test-app';

// One request lifecycle service is the only writer of a vendor request (its sending and its
// state); every move is the domain's vendor request process's
// (packages/domain/src/vendors/vendor-request-process.ts), and the database refuses a state the
// domain does not know and a second vendor holding one booking.

const OWNER = 'modules/vendors/request-lifecycle.repository.ts';
const OWNER_SERVICE = 'modules/vendors/request-lifecycle.service.ts';

const WRITES = [
  // Drizzle: any write of the vendor requests table.
  /\.(insert|update|delete)\(\s*(schema\.)?vendorRequests\s*\)/,
  // Raw SQL doing the same.
  /\b(update|insert\s+into|delete\s+from)\s+"?vendor_requests"?\b/i,
];

describe('a vendor request has one owner', () => {
  const files = apiSources();

  it('has no other code writing a vendor request', () => {
    const writers = files.filter((f) => WRITES.some((pattern) => pattern.test(f.text))).map((f) => f.path);
    expect(writers).toEqual([OWNER]);
  });

  it('lets only the request lifecycle service reach those writes', () => {
    const importers = files
      .filter((f) => /\/request-lifecycle\.repository['"]/.test(f.text))
      .map((f) => f.path);
    expect(importers).toEqual([OWNER_SERVICE]);
  });

  it('would notice a writer elsewhere (the patterns match what they guard against)', () => {
    const caught = [
      "await tx.update(vendorRequests).set({ status: 'withdrawn' })",
      'tx.insert(schema.vendorRequests).values(row)',
      "sql`update vendor_requests set status = 'timed_out'`",
      'sql`insert into "vendor_requests" (order_id) values (1)`',
    ];
    for (const line of caught) expect(WRITES.some((p) => p.test(line))).toBe(true);
    const others = ['db.select().from(vendorRequests)', 'tx.update(vendorEscalations).set({ resolvedAt })'];
    for (const line of others) expect(WRITES.some((p) => p.test(line))).toBe(false);
  });
});

describe('the database keeps to the vendor request process', () => {
  const t = useTestApp();

  it('refuses a request state the domain does not know, and a second vendor holding one booking', async () => {
    const db = t().database.db;
    // A booking no vendor holds yet.
    const [order] = await db
      .select()
      .from(schema.orders)
      .where(
        sql`not exists (select 1 from vendor_requests r where r.order_id = ${schema.orders.id} and r.status in ('sent', 'accepted'))`,
      )
      .limit(1);
    const vendors = await db.select().from(schema.vendors).limit(2);
    if (!order || vendors.length < 2) throw new Error('the seed has no orders or vendors');
    const ask = (vendorId: number) =>
      db
        .insert(schema.vendorRequests)
        .values({ orderId: order.id, vendorId, sentAt: new Date(), answerBy: new Date() })
        .returning();
    const [request] = await ask(vendors[0]?.id ?? 0);
    if (!request) throw new Error('no request written');
    expect(
      await refusal(db.execute(sql`update vendor_requests set status = 'lost' where id = ${request.id}`)),
    ).toMatch(/vendor_requests_status/);
    expect(await refusal(ask(vendors[1]?.id ?? 0))).toMatch(/vendor_requests_one_holder/);
    const [after] = await db
      .select()
      .from(schema.vendorRequests)
      .where(eq(schema.vendorRequests.id, request.id));
    expect(after?.status).toBe('sent');
  });
});
