import { type Db, preparedOn, schema } from '@store/db';
import { and, eq, lte, or, sql } from 'drizzle-orm';

const { cities, experiences, orders, payments, slots } = schema;

export type SlotKey = { experienceId: number; cityId: number; date: string; slotId: number };

/** The orders of one slot (an experience in a city on a date at a time). */
export const sameSlot = (key: SlotKey) =>
  and(
    eq(orders.experienceId, key.experienceId),
    eq(orders.cityId, key.cityId),
    eq(orders.date, key.date),
    eq(orders.slotId, key.slotId),
  );

/** `sameSlot` for a prepared statement: the key's four parts are placeholders named as in SlotKey. */
const onSlotOfPlaceholders = and(
  eq(orders.experienceId, sql.placeholder('experienceId')),
  eq(orders.cityId, sql.placeholder('cityId')),
  eq(orders.date, sql.placeholder('date')),
  eq(orders.slotId, sql.placeholder('slotId')),
);

/** The customer's unpaid orders for this very slot: booking it again abandons them. */
export async function unpaidOrdersFor(db: Db, customerId: number, key: SlotKey) {
  return unpaidOrders(db).execute({ ...key, customerId });
}

/**
 * The same orders whole and locked, in the placement's transaction: the lock holds them for the
 * order process to abandon (lifecycle.service), which needs no second read of them.
 */
export async function lockUnpaidOrdersFor(tx: Db, customerId: number, key: SlotKey) {
  return lockedUnpaidOrders(tx).execute({ ...key, customerId });
}

const ofCustomerOnSlot = and(
  eq(orders.customerId, sql.placeholder('customerId')),
  schema.unpaidStatus(orders.status),
  onSlotOfPlaceholders,
);
// Every placement on a slot asks, and locks them in its transaction.
const unpaidOrders = preparedOn((db) =>
  db
    .select({ id: orders.id, status: orders.status, cashUsed: orders.cashUsed })
    .from(orders)
    .where(ofCustomerOnSlot)
    .prepare('unpaid_orders'),
);
const lockedUnpaidOrders = preparedOn((db) =>
  db.select().from(orders).where(ofCustomerOnSlot).for('update').prepare('locked_unpaid_orders'),
);

/**
 * Before a sale, in one read: the slot's unpaid orders that are the customer's own (booking the slot
 * again abandons them) or whose hold is over (their places go back first).
 */
export async function unpaidOnSlot(db: Db, customerId: number, key: SlotKey, now: Date) {
  return unpaidOnSlotQuery(db).execute({ ...key, customerId, now: now.toISOString() });
}

// Every placement on a slot asks it.
const unpaidOnSlotQuery = preparedOn((db) => {
  const customerId = sql.placeholder('customerId');
  const now = sql.placeholder('now');
  return db
    .select({
      id: orders.id,
      status: orders.status,
      cashUsed: orders.cashUsed,
      mine: sql<boolean>`${orders.customerId} = ${customerId}`,
      holdOver: sql<boolean>`coalesce(${orders.holdExpiresAt} <= ${now}, false)`,
    })
    .from(orders)
    .where(
      and(
        schema.unpaidStatus(orders.status),
        onSlotOfPlaceholders,
        or(eq(orders.customerId, customerId), lte(orders.holdExpiresAt, now)),
      ),
    )
    .prepare('unpaid_on_slot');
});

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
      and(eq(orders.customerId, customerId), schema.unpaidStatus(orders.status), sql`${orders.cashUsed} > 0`),
    )
    .orderBy(orders.id);
}

export async function insertPayment(
  db: Db,
  row: Pick<
    typeof payments.$inferInsert,
    'orderId' | 'provider' | 'providerOrderId' | 'amount' | 'createdAt' | 'updatedAt'
  >,
): Promise<void> {
  await insertPaymentQuery(db).execute(row);
}

// Every online order and every payment for add-ons writes one.
const insertPaymentQuery = preparedOn((db) =>
  db
    .insert(payments)
    .values({
      orderId: sql.placeholder('orderId'),
      provider: sql.placeholder('provider'),
      providerOrderId: sql.placeholder('providerOrderId'),
      amount: sql.placeholder('amount'),
      createdAt: sql.placeholder('createdAt'),
      updatedAt: sql.placeholder('updatedAt'),
    })
    .prepare('insert_payment'),
);

/** An order as its owner sees it; undefined for anyone else's (so a foreign id is a 404). */
export async function findOrderOf(
  db: Db,
  /** customerId null: whoever the customer (an order opened by its tracking link's key). */
  key: { customerId: number | null } & ({ id: number } | { idempotencyKey: string }),
) {
  if ('id' in key && key.customerId !== null) {
    const [own] = await ownOrderById(db).execute({ id: key.id, customerId: key.customerId });
    return own;
  }
  const match = 'id' in key ? eq(orders.id, key.id) : eq(orders.idempotencyKey, key.idempotencyKey);
  const [row] = await withContext(db)
    .where(and(match, key.customerId === null ? undefined : eq(orders.customerId, key.customerId)))
    .limit(1);
  return row;
}

// A customer's own order by id: every placement's answer, every tracking page, every change.
const ownOrderById = preparedOn((db) =>
  withContext(db)
    .where(and(eq(orders.id, sql.placeholder('id')), eq(orders.customerId, sql.placeholder('customerId'))))
    .limit(1)
    .prepare('own_order_by_id'),
);

/** An order with what its answers show of its experience, city, slot and payment. */
function withContext(db: Db) {
  return db
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
    .leftJoin(payments, eq(payments.orderId, orders.id));
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
