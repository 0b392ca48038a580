import type { PushConfig } from '../push';
import { pushToUser } from '../push';
import { type ChannelSender, NotSendable } from './channel';

/**
 * Web Push as a channel: the message goes to every browser the customer registered (title: the
 * subject; a click opens the link). No browser left (all unsubscribed) skips it; browsers that all
 * failed make a failed try, tried again later.
 */
export function pushChannel(config: PushConfig): ChannelSender {
  return {
    channel: 'push',
    provider: 'web-push',
    async send(db, message, now) {
      const push = { title: message.subject, body: message.text, url: message.link };
      if (message.to.userId === null) throw new NotSendable('push goes to customers only');
      const report = await pushToUser(db, config, message.to.userId, push, now);
      if (report.sent > 0)
        return { reference: `push:${report.sent}`, recipient: `user:${message.to.userId}` };
      if (report.failed > 0)
        throw new Error(`no browser of the customer took the push (${report.failed} failed)`);
      throw new NotSendable('the customer has no browser registered for push');
    },
  };
}
