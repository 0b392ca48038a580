import type { PushConfig } from '../push';
import type { ChannelSenders } from './channel';
import { outboxChannel } from './channel-outbox';
import { pushChannel } from './push-channel';
import { type SmtpConfig, smtpEmail } from './smtp-email';
import { type WhatsappCloudConfig, whatsappCloud } from './whatsapp-cloud';

export type WhatsappConfig = { provider: 'outbox' } | WhatsappCloudConfig;
export type EmailConfig = { provider: 'outbox' } | SmtpConfig;

/** The configured way each channel's messages leave: the outbox unless a provider is set up. */
export function channelSenders(config: {
  whatsapp: WhatsappConfig;
  email: EmailConfig;
  push: PushConfig;
}): ChannelSenders {
  return {
    whatsapp:
      config.whatsapp.provider === 'cloud' ? whatsappCloud(config.whatsapp) : outboxChannel('whatsapp'),
    email: config.email.provider === 'smtp' ? smtpEmail(config.email) : outboxChannel('email'),
    push: pushChannel(config.push),
  };
}
