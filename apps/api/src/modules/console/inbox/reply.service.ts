import { randomUUID } from 'node:crypto';
import type { InboxReply } from '@store/contract/console';
import type { Db } from '@store/db';
import {
  DomainError,
  INBOX_SOURCE_LABELS,
  INBOX_STATUS_LABELS,
  type InboxSource,
  type InboxStatus,
  isReplyable,
  type ReplyChannel,
  replyChannelsOf,
} from '@store/domain';
import { queueFeedbackReply } from '../../messaging';
import { audited } from '../audit/audited';
import type { Operator } from '../console-guard';
import { setInboxStatus } from './inbox.repository';
import { orderFeedbackByIds } from './order-feedback.repository';
import { insertReply, repliesOf, siteFeedbackForReply } from './replies.repository';

const CHANNEL_NAMES: Record<ReplyChannel, string> = { sms: 'SMS', whatsapp: 'WhatsApp', email: 'email' };

/** Who a reply to this feedback goes to, or undefined when there is no such feedback. */
async function replyTarget(tx: Db, source: 'feedback' | 'order_feedback', id: number) {
  if (source === 'feedback') {
    const site = await siteFeedbackForReply(tx, id);
    return site && { ...site, orderId: null };
  }
  const [found] = await orderFeedbackByIds(tx, [id]);
  return found && { ...found, userId: found.feedback.userId, orderId: id };
}

/**
 * POST /admin/v1/inbox/{source}/{id}/reply: the operator's words go to the feedback's author by the
 * channel chosen (queued in the messaging outbox, sent by its job), recorded on the item, audited;
 * a reply handles the feedback, so it is done (and a low rating leaves Today's queue). A channel
 * the author cannot be reached on is refused, nothing written.
 */
export async function replyToFeedback(
  db: Db,
  operator: Operator,
  item: { source: InboxSource; id: number },
  reply: { channel: ReplyChannel; body: string },
  now: Date,
): Promise<{ reply: InboxReply; status: InboxStatus }> {
  const { source, id } = item;
  if (!isReplyable(source))
    throw new DomainError(
      'NOT_REPLYABLE',
      `${INBOX_SOURCE_LABELS[source]}s are not replied to from the inbox`,
      {
        source: 'only feedback is replied to from the inbox',
      },
    );
  return audited(db, { userId: operator.userId, now }, async (tx) => {
    const target = await replyTarget(tx, source, id);
    if (!target) throw new DomainError('NOT_FOUND', `${INBOX_SOURCE_LABELS[source]} ${id} was not found`);
    if (!replyChannelsOf(target).includes(reply.channel)) {
      const why = `the customer cannot be reached by ${CHANNEL_NAMES[reply.channel]}`;
      throw new DomainError('REPLY_CHANNEL_UNREACHABLE', `Not sent: ${why}`, { channel: why });
    }
    const recipient = (reply.channel === 'email' ? target.email : target.mobile) ?? '';
    const messageKey = await queueFeedbackReply(
      tx,
      {
        ref: randomUUID(),
        channel: reply.channel,
        userId: target.userId,
        orderId: target.orderId,
        to: recipient,
        body: reply.body,
      },
      now,
    );
    const row = await insertReply(tx, {
      source,
      itemId: id,
      channel: reply.channel,
      recipient,
      body: reply.body,
      messageKey,
      operatorId: operator.userId,
      createdAt: now,
    });
    const before = (await setInboxStatus(tx, source, id, 'done')) ?? 'new';
    const operatorName = (await repliesOf(tx, [{ source, id }])).find(
      (r) => r.reply.id === row.id,
    )?.operatorName;
    const label = `${INBOX_SOURCE_LABELS[source]} #${id}`;
    return {
      result: {
        reply: {
          id: row.id,
          channel: row.channel,
          recipient,
          body: row.body,
          operator: { id: operator.userId, name: operatorName ?? '' },
          created_at: now.toISOString(),
        },
        status: 'done',
      },
      audit: {
        action: 'inbox.reply',
        subject: { type: source, id },
        orderId: target.orderId,
        summary: `${label}: replied by ${CHANNEL_NAMES[reply.channel]} to ${recipient}; ${INBOX_STATUS_LABELS[before]} → Done`,
        before: { status: before },
        after: { status: 'done', channel: reply.channel, recipient, body: reply.body },
      },
    };
  });
}
