import type { ExecuteSql } from '@store/db';
import { HOLDS_CAPACITY } from '@store/domain';

/**
 * What must hold after anything breaks, asked of the database itself. Each query
 * answers the rows that break its rule; all empty means consistent.
 */
const live = [...HOLDS_CAPACITY].map((state) => `'${state}'`).join(', ');

export const INVARIANTS = {
  /**
   * Every slot's booked places are exactly the places of its live orders, and never over capacity.
   * (Slots that can be booked: the seed's orders of past days have no capacity rows to keep.)
   */
  'capacity equals the live orders on every slot': `
    select sc.experience_id, sc.date, sc.slot_id, sc.booked, sc.capacity, coalesce(o.places, 0) as places
    from slot_capacities sc
    left join (
      select experience_id, city_id, date, slot_id, sum(quantity)::int as places from orders
      where status in (${live}) and date is not null and slot_id is not null
      group by experience_id, city_id, date, slot_id
    ) o on o.experience_id = sc.experience_id and o.city_id = sc.city_id and o.date = sc.date and o.slot_id = sc.slot_id
    where sc.booked <> coalesce(o.places, 0) or sc.booked > sc.capacity`,
  /** A payment taken has its order placed (or further on), never still waiting for it. */
  'every paid order is placed': `
    select p.id as payment_id, o.id as order_id, o.status from payments p join orders o on o.id = p.order_id
    where p.status = 'paid' and o.status in ('pending_payment', 'offline_pending', 'expired', 'cancelled')`,
  /** What the provider captured, the store recorded against an order: no money without an order. */
  'no captured payment without its order': `
    select c.payment_id, c.provider_order_id from sandbox_captures c
    left join payments p on p.provider_order_id = c.provider_order_id
    left join payment_captures pc on pc.payment_id = p.id and pc.provider_payment_id = c.payment_id
    where p.id is null or pc.id is null`,
} as const;

/** Runs through the database's own raw SQL (PGlite or a server alike). */
export async function brokenInvariants(executeSql: ExecuteSql): Promise<Record<string, unknown[]>> {
  const broken: Record<string, unknown[]> = {};
  for (const [name, query] of Object.entries(INVARIANTS)) {
    const { rows } = await executeSql(query);
    if (rows.length > 0) broken[name] = rows;
  }
  return broken;
}

/**
 * The seed books some places without orders (a demo of busy slots); the suite starts from a
 * database where every booked place is an order, so that the first rule is exact.
 */
export const ONLY_ORDERS_BOOK = `
  update slot_capacities sc set booked = coalesce((
    select sum(quantity) from orders o
    where o.status in (${live}) and o.experience_id = sc.experience_id and o.city_id = sc.city_id
      and o.date = sc.date and o.slot_id = sc.slot_id), 0)`;
