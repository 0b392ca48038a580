import { type Db, schema } from '@store/db';
import { HOLDS_CAPACITY } from '@store/domain';
import { and, eq, inArray } from 'drizzle-orm';

const { cancellationPolicies, cities, orders, payments, slots } = schema;

/**
 * An order with what its cancellation terms need: its slot's start, its city's time zone, its
 * experience's own policy numbers and what it was paid online. Locked (`lock`) when it is about
 * to change, so the terms are decided on the state the change will see.
 */
export async function orderForTerms(db: Db, id: number, lock = false) {
  const query = db
    .select({
      order: orders,
      startTime: slots.startTime,
      endTime: slots.endTime,
      timeZone: cities.timeZone,
      policy: {
        fullRefundHours: cancellationPolicies.fullRefundHours,
        lateRefundPercent: cancellationPolicies.lateRefundPercent,
        cutoffHours: cancellationPolicies.cutoffHours,
      },
      paidOnline: payments.amount,
    })
    .from(orders)
    .innerJoin(cities, eq(cities.id, orders.cityId))
    .leftJoin(slots, eq(slots.id, orders.slotId))
    .leftJoin(cancellationPolicies, eq(cancellationPolicies.experienceId, orders.experienceId))
    .leftJoin(payments, and(eq(payments.orderId, orders.id), eq(payments.status, 'paid')))
    .where(eq(orders.id, id))
    .limit(1);
  const [row] = await (lock ? query.for('update', { of: orders }) : query);
  return row;
}

export type OrderForTerms = NonNullable<Awaited<ReturnType<typeof orderForTerms>>>;

/** A booking's add-on orders that are still live (they follow it when it is cancelled). */
export async function liveCustomizationsOf(db: Db, parentId: number) {
  return db
    .select({ id: orders.id, status: orders.status, paidOnline: payments.amount })
    .from(orders)
    .leftJoin(payments, and(eq(payments.orderId, orders.id), eq(payments.status, 'paid')))
    .where(
      and(
        eq(orders.parentOrderId, parentId),
        eq(orders.kind, 'customisation'),
        inArray(orders.status, [...HOLDS_CAPACITY]),
      ),
    )
    .orderBy(orders.id);
}

/** The ids of a booking's add-on orders, whatever their state (their refunds show with it). */
export async function customizationIdsOf(db: Db, parentId: number): Promise<number[]> {
  const rows = await db.select({ id: orders.id }).from(orders).where(eq(orders.parentOrderId, parentId));
  return rows.map((r) => r.id);
}
