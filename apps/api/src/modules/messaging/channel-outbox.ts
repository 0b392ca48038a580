import type { ChannelSender } from './channel';

/**
 * The local default of WhatsApp and email: nothing leaves the machine; the message row itself is
 * the outbox (kept as sent, with its text and recipient, under the reference `outbox`), read in
 * development through /dev/message-outbox.
 */
export function outboxChannel(channel: 'whatsapp' | 'email'): ChannelSender {
  return {
    channel,
    provider: 'outbox',
    async send(_db, message) {
      const recipient = channel === 'email' ? message.to.email : message.to.mobile;
      if (!recipient) throw new Error(`the customer has no ${channel === 'email' ? 'email' : 'mobile'}`);
      return { reference: 'outbox', recipient };
    },
  };
}
