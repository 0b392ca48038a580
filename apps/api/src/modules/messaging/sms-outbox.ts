import { SMS_OUTBOX_TTL_MS } from '@store/domain';
import type { SmsSender } from './sms';
import { deleteSmsBefore, insertSms } from './sms-outbox.repository';

/**
 * The local default: texts go to the outbox table (read in development through /dev/sms-outbox),
 * nothing leaves the machine. Texts outlive their codes only briefly: nobody needs them after,
 * and they must not pile up.
 */
export const outboxSms: SmsSender = {
  provider: 'outbox',
  async send(db, message, now) {
    await deleteSmsBefore(db, new Date(now.getTime() - SMS_OUTBOX_TTL_MS));
    const id = await insertSms(db, { mobile: message.mobile, body: message.body, createdAt: now });
    return { reference: `outbox:${id}` };
  },
};
