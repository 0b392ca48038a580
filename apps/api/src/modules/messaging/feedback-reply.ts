import type { Db } from '@store/db';
import { feedbackReplyMessage, type ReplyChannel } from '@store/domain';
import { messagesDue } from '../signals';
import { NotSendable, type OutgoingMessage } from './channel';
import type { DueMessage } from './due-messages.repository';
import { queueMessage } from './messages.repository';

/**
 * Queues an operator's reply to feedback, in the reply's transaction, on the one channel chosen. The
 * address goes with the row: site feedback may come from a visitor without an account, so the reply
 * goes where the feedback said to reach them. Returns the message's key.
 */
export async function queueFeedbackReply(
  tx: Db,
  reply: {
    ref: string;
    channel: ReplyChannel;
    userId: number | null;
    orderId: number | null;
    to: string;
    body: string;
  },
  now: Date,
): Promise<string> {
  const key = `feedback-reply:${reply.ref}`;
  await queueMessage(
    tx,
    {
      key,
      kind: 'feedback_reply',
      channels: [reply.channel],
      userId: reply.userId,
      orderId: reply.orderId,
      data: { to: reply.to, body: reply.body },
      sendAt: now,
    },
    now,
  );
  messagesDue();
  return `${key}:${reply.channel}`;
}

/** The reply as sent: to the address it was written to; WhatsApp only while an account's opt-in stands. */
export function composeFeedbackReply(due: DueMessage): OutgoingMessage {
  const { to = '', body = '' } = due.data ?? {};
  if (!to || !body) throw new NotSendable('the reply lost its address or its words');
  if (due.channel === 'whatsapp' && due.userId !== null && !due.whatsappOptIn)
    throw new NotSendable('the customer has not opted in to WhatsApp updates');
  const email = due.channel === 'email';
  const { text, subject } = feedbackReplyMessage(body, due.orderId);
  return {
    kind: 'feedback_reply',
    to: { userId: due.userId, mobile: email ? null : to, email: email ? to : null },
    text,
    subject,
    params: { body },
    link: '',
  };
}
