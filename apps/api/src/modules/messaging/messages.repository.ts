import { type Db, schema } from '@store/db';
import type { OrderMessageKind } from '@store/domain';
import { and, asc, eq, lte } from 'drizzle-orm';

const { experiences, messages, orders, slots, users } = schema;

/** Queues an order's messages to its customer; a kind already queued for the order adds nothing. */
export async function queueOrderMessages(
  tx: Db,
  order: { id: number; customerId: number | null },
  kinds: readonly OrderMessageKind[],
  now: Date,
): Promise<void> {
  if (kinds.length === 0 || order.customerId === null) return;
  await tx
    .insert(messages)
    .values(
      kinds.map((kind) => ({
        key: `order:${order.id}:${kind}:sms`,
        kind,
        channel: 'sms' as const,
        userId: order.customerId,
        orderId: order.id,
        nextAttemptAt: now,
        createdAt: now,
      })),
    )
    .onConflictDoNothing({ target: messages.key });
}

/** Queued messages whose time has come, oldest first, with what their text needs. */
export async function dueMessages(db: Db, now: Date, limit: number) {
  return db
    .select({
      id: messages.id,
      kind: messages.kind,
      attempts: messages.attempts,
      orderId: messages.orderId,
      mobile: users.mobile,
      experience: experiences.name,
      date: orders.date,
      startTime: slots.startTime,
    })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.userId))
    .leftJoin(orders, eq(orders.id, messages.orderId))
    .leftJoin(experiences, eq(experiences.id, orders.experienceId))
    .leftJoin(slots, eq(slots.id, orders.slotId))
    .where(and(eq(messages.status, 'queued'), lte(messages.nextAttemptAt, now)))
    .orderBy(asc(messages.nextAttemptAt), asc(messages.id))
    .limit(limit);
}

export async function markSent(
  db: Db,
  id: number,
  sent: { recipient: string; body: string; params: Record<string, string>; reference: string; now: Date },
) {
  await db
    .update(messages)
    .set({
      status: 'sent',
      recipient: sent.recipient,
      body: sent.body,
      params: sent.params,
      providerReference: sent.reference,
      sentAt: sent.now,
      lastError: null,
    })
    .where(and(eq(messages.id, id), eq(messages.status, 'queued')));
}

/** A failed try: counted, with the provider's answer; tried again at `retryAt`, or kept as failed. */
export async function markTryFailed(
  db: Db,
  id: number,
  failure: { attempts: number; error: string; retryAt: Date | null },
) {
  await db
    .update(messages)
    .set({
      attempts: failure.attempts,
      lastError: failure.error.slice(0, 500),
      ...(failure.retryAt ? { nextAttemptAt: failure.retryAt } : { status: 'failed' as const }),
    })
    .where(and(eq(messages.id, id), eq(messages.status, 'queued')));
}

/** The messages of one order (for tests and, later, the operators' view of an order). */
export async function messagesOfOrder(db: Db, orderId: number) {
  return db.select().from(messages).where(eq(messages.orderId, orderId)).orderBy(asc(messages.id));
}
