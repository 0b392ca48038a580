import { type Db, preparedOn, schema } from '@store/db';
import type { OrderState } from '@store/domain';
import { and, eq, getTableColumns, lte, type SQLWrapper, type Subquery, sql } from 'drizzle-orm';
import type { ProviderOrder } from './order-start';
import { type SlotKey, sameSlot } from './orders.repository';

// Every write of an order's state, its audit rows and its slot's capacity. Only the lifecycle
// service imports this file (test/lifecycle-owner.test.ts holds it to that).
const { orderEvents, orders, payments, slotCapacities } = schema;

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
 * Takes places in one conditional update (docs/architecture.md, "Orders: one writer, places taken
 * in one update"): two buyers of the last place cannot both succeed, whatever the engine. False
 * when they are not there.
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

export type LockedOrder = typeof orders.$inferSelect;

/** Every column of the orders a statement's `with` clause returns, to select whole rows of it. */
function columnsOf<Query extends { _: { selectedFields: object } }>(cte: Query) {
  const keys = Object.keys(getTableColumns(orders));
  const fields = Object.fromEntries(keys.map((key) => [key, cte[key as keyof Query]]));
  return fields as Query['_']['selectedFields'];
}

/** A new order's row, every field given (the statement below is prepared once for all of them). */
export type NewOrder = Required<
  Omit<typeof orders.$inferInsert, 'id' | 'locality' | 'googleReviewOptIn' | 'trackingKeyVersion'>
> & {
  status: OrderState;
};

export type InsertedOrder = {
  order: LockedOrder;
  /** Whether the slot had the places (always true for an order without a slot). */
  placesTaken: boolean;
  payment: (ProviderOrder & { currency: string }) | null;
};

/**
 * A new order in one statement (a placement's round trips are most of its cost): the row, its
 * places taken with the conditional update of `takeCapacity`, its first audit row and the
 * provider's order. Undefined when this customer already placed one with the same key; the caller
 * rolls back then, and when the places were not there, which undoes the rest.
 */
export async function insertOrder(
  tx: Db,
  row: NewOrder,
  first: { cause: string; actorId: number | null; createdAt: Date },
  payment: ProviderOrder | undefined,
): Promise<InsertedOrder | undefined> {
  const [inserted] = await insertOrderQuery(tx).execute({
    ...row,
    holdExpiresAt: row.holdExpiresAt?.toISOString() ?? null,
    deliveryAddress: row.deliveryAddress === null ? null : JSON.stringify(row.deliveryAddress),
    cause: first.cause,
    actorId: first.actorId,
    eventAt: first.createdAt.toISOString(),
    provider: payment?.provider ?? null,
    providerOrderId: payment?.providerOrderId ?? null,
    paymentAmount: payment?.amount ?? null,
  });
  if (!inserted) return undefined;
  return {
    order: inserted.order,
    placesTaken: row.date === null || row.slotId === null || inserted.taken === 1,
    payment: payment && inserted.currency !== null ? { ...payment, currency: inserted.currency } : null,
  };
}

/**
 * A move's audit row, for a statement whose `with` clause just wrote the order (`id`, `status`):
 * its cause and actor are the statement's `cause` and `actorId` placeholders.
 */
function auditRowOf(
  written: Subquery & { id: SQLWrapper; status: SQLWrapper },
  from: SQLWrapper,
  at: SQLWrapper,
) {
  const p = sql.placeholder;
  return sql`insert into ${orderEvents} (order_id, from_status, to_status, cause, actor_id, created_at)
    select ${written.id}, ${from}, ${written.status}, ${p('cause')}::text, ${p('actorId')}::int, ${at}
    from ${written} returning id`;
}

// Every placement and every add-on order runs it. Each write reads the new row from `created`, so
// none happens when the key was used; the slot's key is null for an order without one.
const insertOrderQuery = preparedOn((db) => {
  const p = sql.placeholder;
  const fields: Record<keyof NewOrder, unknown> = {
    customerId: p('customerId'),
    experienceId: p('experienceId'),
    cityId: p('cityId'),
    slotId: p('slotId'),
    date: p('date'),
    quantity: p('quantity'),
    amount: p('amount'),
    status: p('status'),
    createdAt: p('createdAt'),
    pincode: p('pincode'),
    customizations: p('customizations'),
    experienceAmount: p('experienceAmount'),
    deliveryCharges: p('deliveryCharges'),
    taskSurge: p('taskSurge'),
    customizationSurge: p('customizationSurge'),
    paymentMethod: p('paymentMethod'),
    // Nullable, so cast here: Drizzle would give a placeholder's null to the column's encoder.
    holdExpiresAt: sql`${p('holdExpiresAt')}::timestamptz`,
    idempotencyKey: p('idempotencyKey'),
    requestHash: p('requestHash'),
    couponCode: p('couponCode'),
    agentId: p('agentId'),
    amountDiscounted: p('amountDiscounted'),
    cashUsed: p('cashUsed'),
    updatedAt: p('updatedAt'),
    kind: p('kind'),
    parentOrderId: p('parentOrderId'),
    addressId: p('addressId'),
    deliveryAddress: sql`${p('deliveryAddress')}::jsonb`,
  };
  const created = db.$with('created').as(
    db
      .insert(orders)
      .values(fields as typeof orders.$inferInsert)
      .onConflictDoNothing({ target: [orders.customerId, orders.idempotencyKey] })
      .returning(),
  );
  const event = db
    .$with('first_event', { id: orderEvents.id })
    .as(auditRowOf(created, sql`null`, sql`${p('eventAt')}::timestamptz`));
  const quantity = sql`${p('quantity')}::int`;
  const taken = db.$with('taken').as(
    db
      .update(slotCapacities)
      .set({ booked: sql`${slotCapacities.booked} + ${quantity}` })
      .where(
        and(
          capacityOfSlot(),
          sql`${slotCapacities.booked} + ${quantity} <= ${slotCapacities.capacity}`,
          sql`exists (select from ${created})`,
        ),
      )
      .returning({ id: slotCapacities.id }),
  );
  const paid = db.$with('first_payment', { currency: payments.currency }).as(
    sql`insert into ${payments} (order_id, provider, provider_order_id, amount, created_at, updated_at)
        select ${created.id}, ${p('provider')}::text, ${p('providerOrderId')}::text,
               ${p('paymentAmount')}::int, ${created.createdAt}, ${created.createdAt}
        from ${created} where ${p('provider')}::text is not null returning currency`,
  );
  return db
    .with(created, event, taken, paid)
    .select({
      order: columnsOf(created),
      taken: sql<number>`(select count(*) from ${taken})::int`,
      currency: sql<string | null>`(select currency from ${paid})`,
    })
    .from(created)
    .prepare('insert_order');
});

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

/**
 * An order's new state, the audit row of the move and, when `release` names its slot, the places
 * it gives back, in one statement (an order's moves are most of a placement's and a payment's
 * round trips). The hold and the payment method change only when given: undefined keeps them, a
 * null hold clears it.
 */
export async function moveOrder(
  db: Db,
  id: number,
  change: {
    from: OrderState;
    status: OrderState;
    now: Date;
    holdExpiresAt?: Date | null;
    paymentMethod?: 'online' | 'cod';
    release?: SlotKey & { quantity: number };
  },
  audit: { cause: string; actorId: number | null },
): Promise<void> {
  const { release } = change;
  const rows = await moveOrderQuery(db).execute({
    id,
    status: change.status,
    now: change.now.toISOString(),
    setHold: change.holdExpiresAt !== undefined,
    hold: change.holdExpiresAt?.toISOString() ?? null,
    paymentMethod: change.paymentMethod ?? null,
    from: change.from,
    cause: audit.cause,
    actorId: audit.actorId,
    experienceId: release?.experienceId ?? null,
    cityId: release?.cityId ?? null,
    date: release?.date ?? null,
    slotId: release?.slotId ?? null,
    quantity: release?.quantity ?? 0,
  });
  if (rows.length !== 1) throw new Error(`order ${id} was not there to move`);
}

// Every move of an order's state runs it. The places are given back only when the order moved;
// without a slot its key is null and no capacity row matches.
const moveOrderQuery = preparedOn((db) => {
  const p = sql.placeholder;
  const moved = db.$with('moved').as(
    db
      .update(orders)
      .set({
        status: sql`${p('status')}::text`,
        updatedAt: sql`${p('now')}::timestamptz`,
        holdExpiresAt: sql`case when ${p('setHold')}::boolean then ${p('hold')}::timestamptz else ${orders.holdExpiresAt} end`,
        paymentMethod: sql`coalesce(${p('paymentMethod')}::text, ${orders.paymentMethod})`,
      })
      .where(eq(orders.id, sql`${p('id')}::int`))
      .returning({ id: orders.id, status: orders.status, updatedAt: orders.updatedAt }),
  );
  const event = db
    .$with('move_event', { id: orderEvents.id })
    .as(auditRowOf(moved, sql`${p('from')}::text`, moved.updatedAt));
  const released = db.$with('released').as(
    db
      .update(slotCapacities)
      .set({ booked: sql`greatest(${slotCapacities.booked} - ${p('quantity')}::int, 0)` })
      .where(and(capacityOfSlot(), sql`exists (select from ${moved})`))
      .returning({ id: slotCapacities.id }),
  );
  return db.with(moved, event, released).select({ id: moved.id }).from(moved).prepare('move_order');
});

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

/**
 * An audit row that keeps the order's state as it stands, read by the statement that writes it, so
 * a note never claims a state the order is not in. False when there is no such order.
 */
export async function insertOrderNote(
  db: Db,
  orderId: number,
  note: { cause: string; createdAt: Date },
): Promise<boolean> {
  const noted = db.$with('noted', { id: orderEvents.id }).as(
    sql`insert into ${orderEvents} (order_id, from_status, to_status, cause, created_at)
      select ${orders.id}, ${orders.status}, ${orders.status}, ${note.cause}::text, ${note.createdAt.toISOString()}::timestamptz
      from ${orders} where ${orders.id} = ${orderId} returning id`,
  );
  const rows = await db.with(noted).select({ id: noted.id }).from(noted);
  return rows.length === 1;
}

/** A deleted customer's orders lose their copy of the delivery address (name, number, location). */
export async function clearDeliveryAddresses(db: Db, customerId: number) {
  return db
    .update(orders)
    .set({ deliveryAddress: null, addressId: null })
    .where(eq(orders.customerId, customerId))
    .returning({ id: orders.id });
}

/** Whether the customer agreed to a review request for the order (not a state: no audit move). */
export async function setReviewOptIn(db: Db, orderId: number, optedIn: boolean, now: Date): Promise<void> {
  await db.update(orders).set({ googleReviewOptIn: optedIn, updatedAt: now }).where(eq(orders.id, orderId));
}

/** Ends every tracking key of the order by bumping the version its key signs; the new version and the order's dates. */
export async function bumpTrackingKeyVersion(tx: Db, id: number) {
  const [row] = await tx
    .update(orders)
    .set({ trackingKeyVersion: sql`${orders.trackingKeyVersion} + 1` })
    .where(eq(orders.id, id))
    .returning({
      version: orders.trackingKeyVersion,
      date: orders.date,
      createdAt: orders.createdAt,
      customerId: orders.customerId,
    });
  return row;
}
