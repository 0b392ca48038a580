import type { ApiModule } from '../../app-context';
import { messagingJobs } from './jobs';

export type { ChannelSenders } from './channel';
export { channelSenders } from './channel-senders';
export type { CodeTexts } from './code-texts';
export { codeTexts } from './code-texts';
export { deliverDueMessages } from './deliver.service';
export { queueFeedbackReply } from './feedback-reply';
export { messagingConfigFromEnv } from './messaging-env';
export { remindOccasions } from './occasion-reminders.service';
export {
  queueEmailProof,
  queueOrderMessages,
  queueVendorReminder,
  queueVendorRequest,
  queueVendorUpdate,
} from './queue-messages.service';
export type { SmsConfig, SmsSender } from './sms';
export { smsSender } from './sms-sender';

export const messagingModule: ApiModule = {
  name: 'messaging',
  jobs: messagingJobs,
};
export { messagesOfOrder, outboxMessages, outboxMessagesOf } from './messages.service';
