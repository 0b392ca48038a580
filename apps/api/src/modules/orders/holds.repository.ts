import { type Db, schema } from '@store/db';
import { and, eq, gt, sql } from 'drizzle-orm';

const { orders } = schema;

/**
 * The customer's bookings that hold places unpaid right now (waiting for their payment or their
 * confirmation, the hold not yet over). Add-on orders take no places and are not counted.
 */
export async function countUnpaidHolds(db: Db, customerId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ open: sql<number>`count(*)`.mapWith(Number) })
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(orders.kind, 'booking'),
        schema.unpaidStatus(orders.status),
        gt(orders.holdExpiresAt, now),
      ),
    );
  return row?.open ?? 0;
}

/**
 * Serialises one customer's placements until this transaction ends, so two bookings at once cannot
 * both find room under the limit of unpaid holds.
 */
export async function lockCustomerHolds(tx: Db, customerId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`holds:${customerId}`}))`);
}
