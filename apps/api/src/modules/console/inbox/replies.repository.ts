import { type Db, schema } from '@store/db';
import type { ReplyableSource, ReplyChannel } from '@store/domain';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { replyAddress } from './inbox-search.repository';

const { formSubmissions, inboxReplies, users, whatsappOptIns } = schema;

/** The replies sent to these items, oldest first, with their operator's name. */
export function repliesOf(db: Db, items: { source: ReplyableSource; id: number }[]) {
  if (items.length === 0) return Promise.resolve([]);
  const of = (source: ReplyableSource) => items.filter((i) => i.source === source).map((i) => i.id);
  return db
    .select({
      reply: inboxReplies,
      operatorName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
    })
    .from(inboxReplies)
    .innerJoin(users, eq(users.id, inboxReplies.operatorId))
    .where(
      or(
        ...(['feedback', 'order_feedback'] as const).map((source) => {
          const ids = of(source);
          return ids.length === 0
            ? undefined
            : and(eq(inboxReplies.source, source), inArray(inboxReplies.itemId, ids));
        }),
      ),
    )
    .orderBy(asc(inboxReplies.createdAt), asc(inboxReplies.id));
}

/**
 * Site feedback as a reply needs it: where its sender is reached (`replyAddress`); locked, as its
 * status changes with the reply.
 */
export async function siteFeedbackForReply(tx: Db, id: number) {
  const [row] = await tx
    .select({ userId: formSubmissions.userId, ...replyAddress })
    .from(formSubmissions)
    .leftJoin(users, eq(users.id, formSubmissions.userId))
    .leftJoin(whatsappOptIns, eq(whatsappOptIns.userId, formSubmissions.userId))
    .where(and(eq(formSubmissions.id, id), eq(formSubmissions.kind, 'site_feedback')))
    .for('update', { of: formSubmissions });
  return (
    row && {
      userId: row.userId,
      mobile: row.replyMobile,
      email: row.replyEmail,
      whatsappOptIn: row.whatsappOptIn,
    }
  );
}

export async function insertReply(
  tx: Db,
  reply: {
    source: ReplyableSource;
    itemId: number;
    channel: ReplyChannel;
    recipient: string;
    body: string;
    messageKey: string;
    operatorId: number;
    createdAt: Date;
  },
) {
  const [row] = await tx.insert(inboxReplies).values(reply).returning();
  if (!row) throw new Error('the reply was not recorded');
  return row;
}
