import { type Db, schema } from '@store/db';
import { ENDED_UNPAID_STATES } from '@store/domain';
import { and, eq, exists, inArray, isNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

const { checkouts, orders, users } = schema;
const customers = alias(users, 'customers');

/** Orders in these states gave their link back: it may be placed again. */
const ENDED_UNPAID: readonly string[] = ENDED_UNPAID_STATES;

export async function insertCheckout(db: Db, row: typeof checkouts.$inferInsert): Promise<void> {
  await db.insert(checkouts).values(row);
}

export async function findCheckout(db: Db, id: string) {
  const [row] = await db
    .select({
      checkout: checkouts,
      agentName: users.firstName,
      customer: { firstName: customers.firstName, mobile: customers.mobile },
      orderStatus: orders.status,
    })
    .from(checkouts)
    .innerJoin(users, eq(users.id, checkouts.agentId))
    .leftJoin(customers, eq(customers.id, checkouts.customerId))
    .leftJoin(orders, eq(orders.id, checkouts.orderId))
    .where(eq(checkouts.id, id))
    .limit(1);
  if (!row) return undefined;
  const used = row.checkout.orderId !== null && !ENDED_UNPAID.includes(row.orderStatus ?? '');
  return { ...row, usedBy: used ? row.checkout.orderId : null };
}

/**
 * Consumes the link for this order, inside the order's transaction: one conditional update, so of
 * two placements at once only one gets it. False when another live order already has it.
 */
export async function consumeCheckout(db: Db, id: string, orderId: number): Promise<boolean> {
  // The link's own order, by its key: `order_id in (select id from orders where ...)` read every
  // ended order in the store.
  const ended = db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, checkouts.orderId), inArray(orders.status, [...ENDED_UNPAID_STATES])));
  const rows = await db
    .update(checkouts)
    .set({ orderId })
    .where(and(eq(checkouts.id, id), or(isNull(checkouts.orderId), exists(ended))))
    .returning({ id: checkouts.id });
  return rows.length === 1;
}
