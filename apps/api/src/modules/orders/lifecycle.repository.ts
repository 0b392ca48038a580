import { type Db, preparedOn, schema } from '@store/db';
import type { OrderState } from '@store/domain';
import { and, eq, lte, sql } from 'drizzle-orm';
import { type SlotKey, sameSlot } from './orders.repository';

// Every write of an order's state, its audit rows and its slot's capacity. Only the lifecycle
// service imports this file (test/lifecycle-owner.test.ts holds it to that).
const { orderEvents, orders, slotCapacities } = schema;

const capacityOf = (k: SlotKey) =>
  and(
    eq(slotCapacities.experienceId, k.experienceId),
    eq(slotCapacities.cityId, k.cityId),
    eq(slotCapacities.date, k.date),
    eq(slotCapacities.slotId, k.slotId),
  );

// The same, for a prepared statement: the slot's key as placeholders.
const capacityOfSlot = () =>
  and(
    eq(slotCapacities.experienceId, sql.placeholder('experienceId')),
    eq(slotCapacities.cityId, sql.placeholder('cityId')),
    eq(slotCapacities.date, sql.placeholder('date')),
    eq(slotCapacities.slotId, sql.placeholder('slotId')),
  );

/**
 * Takes places in one conditional update (DESIGN.md section 4): two buyers of the last place cannot
 * both succeed, whatever the engine. False when they are not there.
 */
export async function takeCapacity(db: Db, key: SlotKey, quantity: number): Promise<boolean> {
  const rows = await takeCapacityQuery(db).execute({ ...key, quantity });
  return rows.length === 1;
}

// Every placement runs it, and every move to another slot.
const takeCapacityQuery = preparedOn((db) => {
  const quantity = sql.placeholder('quantity');
  return db
    .update(slotCapacities)
    .set({ booked: sql`${slotCapacities.booked} + ${quantity}` })
    .where(and(capacityOfSlot(), sql`${slotCapacities.booked} + ${quantity} <= ${slotCapacities.capacity}`))
    .returning({ id: slotCapacities.id })
    .prepare('take_capacity');
});

export async function releaseCapacity(db: Db, key: SlotKey, quantity: number): Promise<void> {
  await releaseCapacityQuery(db).execute({ ...key, quantity });
}

// Every order that lets its places go (abandoned, expired, cancelled, moved) runs it.
const releaseCapacityQuery = preparedOn((db) =>
  db
    .update(slotCapacities)
    .set({ booked: sql`greatest(${slotCapacities.booked} - ${sql.placeholder('quantity')}, 0)` })
    .where(capacityOfSlot())
    .prepare('release_capacity'),
);

/** The capacity rows of an experience in a city on a date (one slot when `slotId`), locked, by start. */
export async function lockCapacities(db: Db, key: Omit<SlotKey, 'slotId'> & { slotId?: number }) {
  return db
    .select({
      id: slotCapacities.id,
      slotId: slotCapacities.slotId,
      capacity: slotCapacities.capacity,
      booked: slotCapacities.booked,
      note: slotCapacities.note,
    })
    .from(slotCapacities)
    .where(
      and(
        eq(slotCapacities.experienceId, key.experienceId),
        eq(slotCapacities.cityId, key.cityId),
        eq(slotCapacities.date, key.date),
        key.slotId === undefined ? undefined : eq(slotCapacities.slotId, key.slotId),
      ),
    )
    .orderBy(slotCapacities.slotId)
    .for('update');
}

/**
 * An operator's capacity for a slot, never below its booked places (the condition, and the
 * table's check, refuse it): the row after, or undefined when refused.
 */
export async function setCapacity(db: Db, key: SlotKey, capacity: number, note: string) {
  const [row] = await db
    .update(slotCapacities)
    .set({ capacity, note })
    .where(and(capacityOf(key), sql`${slotCapacities.booked} <= ${capacity}`))
    .returning({ capacity: slotCapacities.capacity, booked: slotCapacities.booked });
  return row;
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

export type LockedOrder = typeof orders.$inferSelect;

/** The order, locked for a state change in this transaction. */
export async function lockOrder(db: Db, id: number): Promise<LockedOrder | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

const expiredHolds = (now: Date, key?: SlotKey) =>
  and(schema.unpaidStatus(orders.status), lte(orders.holdExpiresAt, now), key && sameSlot(key));

/**
 * Unpaid orders whose hold has run out, of one slot or all, locked; ones another transaction holds
 * (a payment settling now) are skipped, so a payment that wins the race keeps its order.
 */
export async function lockExpiredHolds(db: Db, now: Date, key?: SlotKey): Promise<LockedOrder[]> {
  return db
    .select()
    .from(orders)
    .where(expiredHolds(now, key))
    .orderBy(orders.id)
    .for('update', { skipLocked: true });
}

export async function setOrderState(
  db: Db,
  id: number,
  change: {
    status: OrderState;
    now: Date;
    holdExpiresAt?: Date | null;
    paymentMethod?: 'online' | 'cod';
  },
): Promise<void> {
  await db
    .update(orders)
    .set({
      status: change.status,
      updatedAt: change.now,
      holdExpiresAt: change.holdExpiresAt,
      paymentMethod: change.paymentMethod,
    })
    .where(eq(orders.id, id));
}

/** A rescheduled booking's new date and slot (its places were moved by the lifecycle service). */
export async function setOrderSlot(db: Db, id: number, to: { date: string; slotId: number; now: Date }) {
  await db
    .update(orders)
    .set({ date: to.date, slotId: to.slotId, updatedAt: to.now })
    .where(eq(orders.id, id));
}

export async function insertOrderEvent(db: Db, row: typeof orderEvents.$inferInsert): Promise<void> {
  await insertOrderEventQuery(db).execute({
    orderId: row.orderId,
    fromStatus: row.fromStatus ?? null,
    toStatus: row.toStatus,
    cause: row.cause,
    actorId: row.actorId ?? null,
    createdAt: row.createdAt,
  });
}

// Every move of every order writes one.
const insertOrderEventQuery = preparedOn((db) =>
  db
    .insert(orderEvents)
    .values({
      orderId: sql.placeholder('orderId'),
      fromStatus: sql.placeholder('fromStatus'),
      toStatus: sql.placeholder('toStatus'),
      cause: sql.placeholder('cause'),
      actorId: sql.placeholder('actorId'),
      createdAt: sql.placeholder('createdAt'),
    })
    .prepare('insert_order_event'),
);

/** A deleted customer's orders lose their copy of the delivery address (name, number, location). */
export async function clearDeliveryAddresses(db: Db, customerId: number) {
  return db
    .update(orders)
    .set({ deliveryAddress: null, addressId: null })
    .where(eq(orders.customerId, customerId))
    .returning({ id: orders.id, status: orders.status });
}

/** Whether the customer agreed to a review request for the order (not a state: no audit move). */
export async function setReviewOptIn(db: Db, orderId: number, optedIn: boolean, now: Date): Promise<void> {
  await db.update(orders).set({ googleReviewOptIn: optedIn, updatedAt: now }).where(eq(orders.id, orderId));
}
