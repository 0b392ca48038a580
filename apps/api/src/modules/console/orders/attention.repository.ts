import { type Db, schema } from '@store/db';
import {
  type AttentionQueue,
  CASH_COLLECTED,
  LOW_RATING_AT_MOST,
  QUESTIONS_DUE_WITHIN_HOURS,
} from '@store/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { unansweredMandatory } from '../../booking-questions/fragments.repository';

const {
  cities,
  messages,
  orderEvents,
  orderFeedback,
  orders,
  refunds,
  slots,
  vendorEscalations,
  vendorRequests,
} = schema;

/** When the order's slot starts (null without one): needs `slots` and `cities` joined. */
export const slotStart = sql`((${orders.date} + ${slots.startTime}) at time zone ${cities.timeZone})`;

const LIVE_BOOKED = ['placed', 'sent_to_vendor', 'accepted', 'rejected'] as const;
const booking = eq(orders.kind, 'booking');

const openFlag = sql`exists (select 1 from ${vendorEscalations} f
  where f.order_id = ${orders.id} and f.resolved_at is null)`;

/**
 * The condition of each Today queue, over `orders` with its slot and city
 * joined. The Today counts and the order list's `attention` filter both use these, so a count and
 * the list behind its link always agree.
 */
export function attentionCondition(queue: AttentionQueue, now: Date): SQL | undefined {
  const at = sql`${now.toISOString()}::timestamptz`;
  switch (queue) {
    case 'no_vendor':
      return and(
        booking,
        inArray(orders.status, ['placed', 'rejected']),
        sql`not ${openFlag}`,
        sql`(${slotStart} is null or ${slotStart} > ${at})`,
      );
    case 'slot_passed':
      // Its time came and no vendor ever took it: nobody is going, so it must be cancelled or
      // refunded, whatever else it waits on (a flag, a vendor still silent).
      return and(
        booking,
        inArray(orders.status, ['placed', 'rejected', 'sent_to_vendor']),
        sql`${slotStart} <= ${at}`,
      );
    case 'no_vendor_left':
      return openFlag;
    case 'vendor_silent':
      return sql`exists (select 1 from ${vendorRequests} r where r.order_id = ${orders.id}
        and r.status = 'sent' and r.sent_at + (r.answer_by - r.sent_at) / 2 <= ${at})`;
    case 'questions_due': {
      const until = sql`${new Date(now.getTime() + QUESTIONS_DUE_WITHIN_HOURS * 3_600_000).toISOString()}::timestamptz`;
      return and(
        booking,
        inArray(orders.status, [...LIVE_BOOKED]),
        sql`${unansweredMandatory} > 0`,
        sql`${slotStart} > ${at} and ${slotStart} <= ${until}`,
      );
    }
    case 'refund_due':
      return eq(orders.status, 'refund_due');
    case 'refund_failed':
      return sql`(select r.status from ${refunds} r where r.order_id = ${orders.id}
        order by r.id desc limit 1) = 'failed'`;
    case 'message_failed':
      return sql`exists (select 1 from ${messages} m where m.order_id = ${orders.id} and m.status = 'failed')`;
    case 'cash_to_collect':
      return and(
        eq(orders.paymentMethod, 'cod'),
        inArray(orders.status, ['accepted', 'on_the_way', 'completed']),
        sql`not exists (select 1 from ${orderEvents} e
          where e.order_id = ${orders.id} and e.cause = ${CASH_COLLECTED})`,
      );
    case 'low_rating':
      return sql`exists (select 1 from ${orderFeedback} f where f.order_id = ${orders.id}
        and f.rating <= ${LOW_RATING_AT_MOST} and f.status <> 'done')`;
  }
}

/** How many orders wait in each queue, in one statement. */
export async function countAttention(db: Db, queues: readonly AttentionQueue[], now: Date) {
  const columns = Object.fromEntries(
    queues.map((q) => [q, sql<number>`count(*) filter (where ${attentionCondition(q, now)})::int`]),
  );
  const [row] = await db
    .select(columns)
    .from(orders)
    .innerJoin(cities, eq(cities.id, orders.cityId))
    .leftJoin(slots, eq(slots.id, orders.slotId));
  return (row ?? {}) as Record<AttentionQueue, number>;
}
