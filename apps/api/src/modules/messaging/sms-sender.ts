import { msg91Sms } from './msg91-sms';
import type { SmsConfig, SmsSender } from './sms';
import { outboxSms } from './sms-outbox';

/** The configured way texts leave: the outbox unless a gateway is set up. */
export function smsSender(config: SmsConfig): SmsSender {
  return config.provider === 'msg91' ? msg91Sms(config) : outboxSms;
}
