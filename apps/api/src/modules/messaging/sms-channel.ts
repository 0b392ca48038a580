import { type ChannelSender, NotSendable } from './channel';
import type { SmsSender } from './sms';

/** The SMS sender (outbox or gateway, shared with one-time codes) as the channel of customer messages. */
export function smsChannel(sms: SmsSender): ChannelSender {
  return {
    channel: 'sms',
    provider: sms.provider,
    async send(db, message, now) {
      const mobile = message.to.mobile;
      if (!mobile) throw new NotSendable('the customer has no mobile number');
      const { reference } = await sms.send(
        db,
        { mobile, kind: message.kind, body: message.text, params: message.params },
        now,
      );
      return { reference, recipient: mobile };
    },
  };
}
