import { type Db, schema } from '@store/db';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';

const { cities, experiences, orderEvents, orders, payments, slotCapacities, slots } = schema;

/** Unpaid orders: their places, coupon use and wallet money are set aside until they end. */
const UNPAID = ['pending_payment', 'offline_pending'];

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

const ended = {
  id: orders.id,
  status: orders.status,
  customerId: orders.customerId,
  cashUsed: orders.cashUsed,
  quantity: orders.quantity,
  experienceId: orders.experienceId,
  cityId: orders.cityId,
  date: orders.date,
  slotId: orders.slotId,
};
/** What an ended unpaid order hands back: its places and its wallet money. */
export type EndedOrder = { status: string } & Pick<
  typeof orders.$inferSelect,
  'id' | 'customerId' | 'cashUsed' | 'quantity' | 'experienceId' | 'cityId' | 'date' | 'slotId'
>;

const sameSlot = (key: SlotKey) =>
  and(
    eq(orders.experienceId, key.experienceId),
    eq(orders.cityId, key.cityId),
    eq(orders.date, key.date),
    eq(orders.slotId, key.slotId),
  );

/**
 * Unpaid orders (online payment holds and offline bookings) whose hold has run out, of one slot or
 * all, expired in one statement. Returns each with the state it left.
 */
export async function cancelExpiredHolds(db: Db, now: Date, key?: SlotKey): Promise<EndedOrder[]> {
  const rows = await db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(and(inArray(orders.status, UNPAID), lte(orders.holdExpiresAt, now), key && sameSlot(key)))
    .for('update', { skipLocked: true });
  return expireOrders(db, rows, now);
}

/** Expires these orders if they are still unpaid (a payment that won the race keeps its order). */
async function expireOrders(
  db: Db,
  rows: { id: number; status: string }[],
  now: Date,
): Promise<EndedOrder[]> {
  if (rows.length === 0) return [];
  const from = new Map(rows.map((r) => [r.id, r.status]));
  const updated = await db
    .update(orders)
    .set({ status: 'expired', updatedAt: now })
    .where(and(inArray(orders.id, [...from.keys()]), inArray(orders.status, UNPAID)))
    .returning(ended);
  return updated.map((o) => ({ ...o, status: from.get(o.id) ?? o.status }));
}

/** The customer's unpaid orders for this very slot: booking it again abandons them. */
export async function unpaidOrdersFor(db: Db, customerId: number, key: SlotKey, lock = false) {
  const query = db
    .select({ id: orders.id, status: orders.status, cashUsed: orders.cashUsed })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), inArray(orders.status, UNPAID), sameSlot(key)));
  return lock ? query.for('update') : query;
}

/** Abandons these unpaid orders (the customer booked the same thing again). */
export async function abandonOrders(db: Db, rows: { id: number; status: string }[], now: Date) {
  return expireOrders(db, rows, now);
}

/** The customer's unpaid orders that hold wallet money, for the wallet to say so. */
export async function unpaidWithWallet(db: Db, customerId: number) {
  return db
    .select({
      id: orders.id,
      cashUsed: orders.cashUsed,
      holdExpiresAt: orders.holdExpiresAt,
      experienceId: orders.experienceId,
      date: orders.date,
      slotId: orders.slotId,
      timeZone: cities.timeZone,
    })
    .from(orders)
    .innerJoin(cities, eq(cities.id, orders.cityId))
    .where(
      and(eq(orders.customerId, customerId), inArray(orders.status, UNPAID), sql`${orders.cashUsed} > 0`),
    )
    .orderBy(orders.id);
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
      codAvailable: experiences.codAvailable,
      timeZone: cities.timeZone,
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
    .innerJoin(cities, eq(cities.id, orders.cityId))
    .leftJoin(slots, eq(slots.id, orders.slotId))
    .leftJoin(payments, eq(payments.orderId, orders.id))
    .where(and(match, eq(orders.customerId, key.customerId)))
    .limit(1);
  return row;
}

/** The customer's order, locked for a state change in this transaction. */
export async function lockOrderOf(db: Db, id: number, customerId: number) {
  const [row] = await db
    .select({ order: orders, codAvailable: experiences.codAvailable })
    .from(orders)
    .innerJoin(experiences, eq(experiences.id, orders.experienceId))
    .where(and(eq(orders.id, id), eq(orders.customerId, customerId)))
    .for('update', { of: orders });
  return row;
}

/** A confirmed offline booking: its new state, how it is paid and (online) its payment hold. */
export async function setConfirmed(
  db: Db,
  id: number,
  c: { status: string; method: 'online' | 'cod'; holdExpiresAt: Date | null; now: Date },
): Promise<void> {
  await db
    .update(orders)
    .set({ status: c.status, paymentMethod: c.method, holdExpiresAt: c.holdExpiresAt, updatedAt: c.now })
    .where(eq(orders.id, id));
}

/** A slot's start time, its experience's min_hours and its city's time zone (see slot-timing.ts). */
export async function slotCutoff(db: Db, key: SlotKey) {
  const [row] = await db
    .select({ startTime: slots.startTime, minHours: experiences.minHours, timeZone: cities.timeZone })
    .from(slots)
    .innerJoin(experiences, eq(experiences.id, key.experienceId))
    .innerJoin(cities, eq(cities.id, key.cityId))
    .where(eq(slots.id, key.slotId))
    .limit(1);
  return row;
}
