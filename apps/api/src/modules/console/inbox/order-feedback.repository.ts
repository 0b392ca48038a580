import { type Db, schema } from '@store/db';
import type { InboxStatus } from '@store/domain';
import { and, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { containing } from '../../search';
import { type InboxSearch, inPeriod } from './inbox-search.repository';

const { cities, experiences, orderFeedback, orders, users, whatsappOptIns } = schema;

/** Bookings' feedback matching the inbox's search (its id is the order's). */
export function orderFeedbackMatching(s: InboxSearch) {
  const like = s.q ? containing(s.q) : undefined;
  return and(
    s.rating === undefined ? undefined : eq(orderFeedback.rating, s.rating),
    s.status === undefined ? undefined : eq(orderFeedback.status, s.status),
    inPeriod(orderFeedback.createdAt, s),
    s.cityId === undefined
      ? undefined
      : sql`exists (select 1 from ${orders} o where o.id = ${orderFeedback.orderId} and o.city_id = ${s.cityId})`,
    like === undefined
      ? undefined
      : or(
          ilike(orderFeedback.comment, like),
          sql`exists (select 1 from ${users} u where u.id = ${orderFeedback.userId}
            and (u.mobile ilike ${like} or u.first_name || ' ' || u.last_name ilike ${like}))`,
        ),
  );
}

/**
 * Bookings' feedback of these orders, with what the inbox shows and a reply needs: the customer's
 * name, mobile, proved email and WhatsApp opt-in, the booking's city and experience.
 */
export function orderFeedbackByIds(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      feedback: orderFeedback,
      name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
      mobile: users.mobile,
      email: sql<string | null>`case when ${users.emailVerified} then ${users.email} end`,
      whatsappOptIn: sql<boolean>`coalesce(${whatsappOptIns.checked}, false)`,
      cityId: orders.cityId,
      cityName: cities.name,
      experienceName: experiences.name,
    })
    .from(orderFeedback)
    .innerJoin(orders, eq(orders.id, orderFeedback.orderId))
    .innerJoin(users, eq(users.id, orderFeedback.userId))
    .innerJoin(cities, eq(cities.id, orders.cityId))
    .innerJoin(experiences, eq(experiences.id, orders.experienceId))
    .leftJoin(whatsappOptIns, eq(whatsappOptIns.userId, orderFeedback.userId))
    .where(inArray(orderFeedback.orderId, orderIds));
}

/** Sets a booking's feedback status; its status before, or undefined when there is none. */
export async function setOrderFeedbackStatus(
  tx: Db,
  orderId: number,
  status: InboxStatus,
): Promise<InboxStatus | undefined> {
  const [row] = await tx
    .select({ status: orderFeedback.status })
    .from(orderFeedback)
    .where(eq(orderFeedback.orderId, orderId))
    .for('update');
  if (row) await tx.update(orderFeedback).set({ status }).where(eq(orderFeedback.orderId, orderId));
  return row?.status;
}
