import { type Db, schema } from '@store/db';
import { and, asc, eq, lte } from 'drizzle-orm';

const { experiences, messages, orders, slots, users, vendors, whatsappOptIns } = schema;

/**
 * Queued messages whose time has come, oldest first, with what their text and their rules need
 * (the customer's addresses and WhatsApp choice as they are now, the order's review opt-in; for a
 * booking request, the vendor's mobile and WhatsApp choice).
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
      whatsappOptIn: whatsappOptIns.checked,
      reviewOptIn: orders.googleReviewOptIn,
      experience: experiences.name,
      date: orders.date,
      startTime: slots.startTime,
    })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.userId))
    .leftJoin(vendors, eq(vendors.id, messages.vendorId))
    .leftJoin(whatsappOptIns, eq(whatsappOptIns.userId, messages.userId))
    .leftJoin(orders, eq(orders.id, messages.orderId))
    .leftJoin(experiences, eq(experiences.id, orders.experienceId))
    .leftJoin(slots, eq(slots.id, orders.slotId))
    .where(and(eq(messages.status, 'queued'), lte(messages.nextAttemptAt, now)))
    .orderBy(asc(messages.nextAttemptAt), asc(messages.id))
    .limit(limit);
}

export type DueMessage = Awaited<ReturnType<typeof dueMessages>>[number];
