import { type Db, schema } from '@store/db';
import type { CustomerMessageKind, MessageChannel } from '@store/domain';
import { and, asc, eq, sql } from 'drizzle-orm';

const { devices, messages, users, whatsappOptIns } = schema;

/**
 * The channels a customer can be reached on now: a mobile (SMS), a mobile and the WhatsApp opt-in,
 * an email its owner proved, a browser registered for push. A deleted account has none.
 */
export async function reachableChannels(tx: Db, userId: number): Promise<Set<MessageChannel>> {
  const [user] = await tx
    .select({
      mobile: users.mobile,
      email: users.email,
      emailVerified: users.emailVerified,
      whatsapp: whatsappOptIns.checked,
      browsers: sql<number>`(select count(*)::int from ${devices} where ${devices.userId} = ${users.id})`,
    })
    .from(users)
    .leftJoin(whatsappOptIns, eq(whatsappOptIns.userId, users.id))
    .where(and(eq(users.id, userId), sql`${users.deletedAt} is null`));
  const reachable = new Set<MessageChannel>();
  if (!user) return reachable;
  if (user.mobile) reachable.add('sms');
  if (user.mobile && user.whatsapp) reachable.add('whatsapp');
  // Only a proved address: mail to a typo or to someone else's address would hand them the booking.
  if (user.email && user.emailVerified) reachable.add('email');
  if (user.browsers > 0) reachable.add('push');
  return reachable;
}

export type QueuedMessage = {
  /** Unique per message and channel (`order:41:order_placed`): a second queueing adds nothing. */
  key: string;
  kind: CustomerMessageKind;
  channels: readonly MessageChannel[];
  /** The customer it goes to, or null for a message to a vendor (`vendorId`). */
  userId: number | null;
  vendorId?: number;
  orderId: number | null;
  /** The facts of a message without an order (an occasion reminder). */
  data?: Record<string, string>;
  sendAt: Date;
};

/** Queues a message on each of its channels, one row each (`{key}:{channel}`); known keys add nothing. */
export async function queueMessage(tx: Db, message: QueuedMessage, now: Date): Promise<number> {
  if (message.channels.length === 0) return 0;
  const added = await tx
    .insert(messages)
    .values(
      message.channels.map((channel) => ({
        key: `${message.key}:${channel}`,
        kind: message.kind,
        channel,
        userId: message.userId,
        vendorId: message.vendorId ?? null,
        orderId: message.orderId,
        data: message.data ?? null,
        nextAttemptAt: message.sendAt,
        createdAt: now,
      })),
    )
    .onConflictDoNothing({ target: messages.key })
    .returning({ id: messages.id });
  return added.length;
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

/** Not sent and never to be (opted out, no template for it on this channel), with why. */
export async function markSkipped(db: Db, id: number, reason: string) {
  await db
    .update(messages)
    .set({ status: 'skipped', lastError: reason.slice(0, 500) })
    .where(and(eq(messages.id, id), eq(messages.status, 'queued')));
}

/** The messages of one order (for tests and, later, the operators' view of an order). */
export async function messagesOfOrder(db: Db, orderId: number) {
  return db.select().from(messages).where(eq(messages.orderId, orderId)).orderBy(asc(messages.id));
}

/** The newest messages a local outbox kept as sent on a channel (the development viewer). */
export async function outboxMessagesOf(db: Db, channel: MessageChannel, recipient: string) {
  return db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.channel, channel),
        eq(messages.providerReference, 'outbox'),
        eq(messages.recipient, recipient),
      ),
    )
    .orderBy(sql`${messages.sentAt} desc`, sql`${messages.id} desc`)
    .limit(50);
}
