import type { ConsoleOrderDetail, InboxReply } from '@store/contract/console';
import type { Db } from '@store/db';
import { replyChannelsOf } from '@store/domain';
import { orderFeedbackByIds } from './order-feedback.repository';
import { repliesOf } from './replies.repository';

type Replies = Awaited<ReturnType<typeof repliesOf>>;

/** The replies of one item, as the console shows them. */
export const toReplies = (rows: Replies): InboxReply[] =>
  rows.map(({ reply, operatorName }) => ({
    id: reply.id,
    channel: reply.channel,
    recipient: reply.recipient,
    body: reply.body,
    operator: { id: reply.operatorId, name: operatorName },
    created_at: reply.createdAt.toISOString(),
  }));

/** A booking's feedback for its console page, with the replies sent and the channels open, or null. */
export async function feedbackOfOrder(db: Db, orderId: number): Promise<ConsoleOrderDetail['feedback']> {
  const [[found], replies] = await Promise.all([
    orderFeedbackByIds(db, [orderId]),
    repliesOf(db, [{ source: 'order_feedback', id: orderId }]),
  ]);
  if (!found) return null;
  const { feedback } = found;
  return {
    rating: feedback.rating,
    comment: feedback.comment,
    status: feedback.status,
    created_at: feedback.createdAt.toISOString(),
    reply_channels: replyChannelsOf(found),
    replies: toReplies(replies),
  };
}
