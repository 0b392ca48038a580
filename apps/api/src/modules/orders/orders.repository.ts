import { type Db, schema } from '@store/db';
import { and, eq, lte, sql } from 'drizzle-orm';

const { experiences, orderEvents, orders, payments, slotCapacities, slots } = schema;

export type SlotKey = { experienceId: number; cityId: number; date: string; slotId: number };

const capacityOf = (k: SlotKey) =>
  and(
    eq(slotCapacities.experienceId, k.experienceId),
    eq(slotCapacities.cityId, k.cityId),
    eq(slotCapacities.date, k.date),
    eq(slotCapacities.slotId, k.slotId),
  );

/**
 * Takes places in one conditional update (DESIGN.md section 4): two buyers of the last place cannot
 * both succeed, whatever the engine. False when they are not there.
 */
export async function takeCapacity(db: Db, key: SlotKey, quantity: number): Promise<boolean> {
  const rows = await db
    .update(slotCapacities)
    .set({ booked: sql`${slotCapacities.booked} + ${quantity}` })
    .where(and(capacityOf(key), sql`${slotCapacities.booked} + ${quantity} <= ${slotCapacities.capacity}`))
    .returning({ id: slotCapacities.id });
  return rows.length === 1;
}

export async function releaseCapacity(db: Db, key: SlotKey, quantity: number): Promise<void> {
  await db
    .update(slotCapacities)
    .set({ booked: sql`greatest(${slotCapacities.booked} - ${quantity}, 0)` })
    .where(capacityOf(key));
}

/** Unpaid online orders whose hold has run out (of one slot, or all), expired in one statement. */
export async function cancelExpiredHolds(db: Db, now: Date, key?: SlotKey) {
  return db
    .update(orders)
    .set({ status: 'expired', updatedAt: now })
    .where(
      and(
        eq(orders.status, 'pending_payment'),
        lte(orders.holdExpiresAt, now),
        key &&
          and(
            eq(orders.experienceId, key.experienceId),
            eq(orders.cityId, key.cityId),
            eq(orders.date, key.date),
            eq(orders.slotId, key.slotId),
          ),
      ),
    )
    .returning({
      id: orders.id,
      customerId: orders.customerId,
      cashUsed: orders.cashUsed,
      quantity: orders.quantity,
      experienceId: orders.experienceId,
      cityId: orders.cityId,
      date: orders.date,
      slotId: orders.slotId,
    });
}

/** The new order's id; undefined when this customer already placed one with the same key. */
export async function insertOrder(db: Db, row: typeof orders.$inferInsert): Promise<number | undefined> {
  const [created] = await db
    .insert(orders)
    .values(row)
    .onConflictDoNothing({ target: [orders.customerId, orders.idempotencyKey] })
    .returning({ id: orders.id });
  return created?.id;
}

export async function insertOrderEvents(db: Db, rows: (typeof orderEvents.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(orderEvents).values(rows);
}

export async function insertPayment(db: Db, row: typeof payments.$inferInsert): Promise<void> {
  await db.insert(payments).values(row);
}

/** An order as its owner sees it; undefined for anyone else's (so a foreign id is a 404). */
export async function findOrderOf(
  db: Db,
  key: { customerId: number } & ({ id: number } | { idempotencyKey: string }),
) {
  const match = 'id' in key ? eq(orders.id, key.id) : eq(orders.idempotencyKey, key.idempotencyKey);
  const [row] = await db
    .select({
      order: orders,
      experienceName: experiences.name,
      featuredImage: experiences.featuredImage,
      startTime: slots.startTime,
      endTime: slots.endTime,
      payment: {
        provider: payments.provider,
        providerOrderId: payments.providerOrderId,
        amount: payments.amount,
        currency: payments.currency,
      },
    })
    .from(orders)
    .innerJoin(experiences, eq(experiences.id, orders.experienceId))
    .leftJoin(slots, eq(slots.id, orders.slotId))
    .leftJoin(payments, eq(payments.orderId, orders.id))
    .where(and(match, eq(orders.customerId, key.customerId)))
    .limit(1);
  return row;
}

/** The customer's order, locked for a state change in this transaction. */
export async function lockOrderOf(db: Db, id: number, customerId: number) {
  const [row] = await db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.customerId, customerId)))
    .for('update');
  return row;
}

export async function setStatus(db: Db, id: number, status: string, now: Date): Promise<void> {
  await db.update(orders).set({ status, updatedAt: now }).where(eq(orders.id, id));
}
