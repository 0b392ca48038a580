// Other modules reach this module's rows only through the functions at the end of this file; its
// repository stays private, so a query can change without them.
import * as _messagesRepository from './messages.repository';
import * as _smsOutboxRepository from './sms-outbox.repository';

export function messagesOfOrder(...args: Parameters<typeof _messagesRepository.messagesOfOrder>) {
  return _messagesRepository.messagesOfOrder(...args);
}

export function outboxMessagesOf(...args: Parameters<typeof _messagesRepository.outboxMessagesOf>) {
  return _messagesRepository.outboxMessagesOf(...args);
}

export function outboxMessages(...args: Parameters<typeof _smsOutboxRepository.outboxMessages>) {
  return _smsOutboxRepository.outboxMessages(...args);
}
