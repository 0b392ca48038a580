import { type Db, schema } from '@store/db';
import type { RefundDestination } from '@store/domain';
import { and, asc, eq, lte, sql } from 'drizzle-orm';

const { cities, experiences, messages, orders, refunds, slots, users, vendors, whatsappOptIns } = schema;

/**
 * Queued messages whose time has come, oldest first, with what their text and their rules need
 * (the customer's addresses and WhatsApp choice as they are now, the order's review opt-in; for a
 * booking request, the vendor's mobile and WhatsApp choice; for a refund's message, where the
 * order's last settled refund went, which says when the money is there).
 */
export async function dueMessages(db: Db, now: Date, limit: number) {
  return db
    .select({
      id: messages.id,
      kind: messages.kind,
      channel: messages.channel,
      attempts: messages.attempts,
      userId: messages.userId,
      vendorId: messages.vendorId,
      vendorMobile: vendors.mobile,
      vendorWhatsappOptIn: vendors.whatsappOptIn,
      orderId: messages.orderId,
      data: messages.data,
      mobile: users.mobile,
      email: users.email,
      emailVerified: users.emailVerified,
      whatsappOptIn: whatsappOptIns.checked,
      reviewOptIn: orders.googleReviewOptIn,
      experience: experiences.name,
      date: orders.date,
      amount: orders.amount,
      amountDiscounted: orders.amountDiscounted,
      cashUsed: orders.cashUsed,
      paymentMethod: orders.paymentMethod,
      deliveryAddress: orders.deliveryAddress,
      locality: orders.locality,
      trackingKeyVersion: orders.trackingKeyVersion,
      startTime: slots.startTime,
      endTime: slots.endTime,
      timeZone: cities.timeZone,
      refundTo: sql<RefundDestination | null>`case when ${messages.kind} = 'order_refunded' then (
        select ${refunds.destination} from ${refunds}
        where ${refunds.orderId} = ${messages.orderId} and ${refunds.status} = 'processed'
        order by ${refunds.settledAt} desc nulls last, ${refunds.id} desc limit 1) end`,
    })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.userId))
    .leftJoin(vendors, eq(vendors.id, messages.vendorId))
    .leftJoin(whatsappOptIns, eq(whatsappOptIns.userId, messages.userId))
    .leftJoin(orders, eq(orders.id, messages.orderId))
    .leftJoin(experiences, eq(experiences.id, orders.experienceId))
    .leftJoin(slots, eq(slots.id, orders.slotId))
    .leftJoin(cities, eq(cities.id, orders.cityId))
    .where(and(eq(messages.status, 'queued'), lte(messages.nextAttemptAt, now)))
    .orderBy(asc(messages.nextAttemptAt), asc(messages.id))
    .limit(limit);
}

export type DueMessage = Awaited<ReturnType<typeof dueMessages>>[number];
