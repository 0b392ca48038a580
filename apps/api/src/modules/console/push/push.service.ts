import type { pushMessageBody } from '@store/contract';
import type { Db } from '@store/db';
import type { z } from 'zod';
import type { PushConfig } from '../../push';
import { pushToUser } from '../../push';
import { audited } from '../audit/audited';
import type { Operator } from '../console-guard';

/**
 * A push message sent by an operator. The audit row is written first, in its own transaction:
 * the message leaves the store once it is on record, and a failed delivery does not unwrite that
 * it was sent.
 */
export async function sendPush(
  db: Db,
  config: PushConfig,
  operator: Operator,
  body: z.output<typeof pushMessageBody>,
  now: Date,
) {
  const { user_id: userId, ...message } = body;
  await audited(db, { userId: operator.userId, now }, async () => ({
    result: undefined,
    audit: {
      action: 'user.push',
      subject: { type: 'user', id: userId },
      summary: `${operator.firstName} sent a push message: ${message.title}`,
      after: { ...message },
    },
  }));
  return pushToUser(db, config, userId, message, now);
}
