import { type Db, schema } from '@store/db';
import type { VendorRequestState } from '@store/domain';
import { and, eq } from 'drizzle-orm';

// Every write of a vendor request: its sending and its moves. Only the request lifecycle service
// imports this file (test/vendor-request-owner.test.ts holds it to that).
const { vendorRequests } = schema;

export async function insertVendorRequest(
  tx: Db,
  row: { orderId: number; vendorId: number; sentAt: Date; answerBy: Date },
): Promise<number> {
  const [created] = await tx.insert(vendorRequests).values(row).returning({ id: vendorRequests.id });
  if (!created) throw new Error('the vendor request was not written');
  return created.id;
}

/**
 * A request's move, written only while it is still in the state it was decided on: one that moved
 * meanwhile (answered, lapsed) is left as it is. A final state keeps when it came; a request sent
 * again gets its new answer window. False when nothing was written.
 */
export async function moveVendorRequest(
  tx: Db,
  id: number,
  change: { from: VendorRequestState; to: VendorRequestState; respondedAt?: Date; answerBy?: Date },
): Promise<boolean> {
  const rows = await tx
    .update(vendorRequests)
    .set({
      status: change.to,
      ...(change.respondedAt && { respondedAt: change.respondedAt }),
      ...(change.answerBy && { answerBy: change.answerBy }),
    })
    .where(and(eq(vendorRequests.id, id), eq(vendorRequests.status, change.from)))
    .returning({ id: vendorRequests.id });
  return rows.length === 1;
}
