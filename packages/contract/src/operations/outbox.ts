import { z } from 'zod';
import { messageOutboxItem, messageOutboxQuery, outboxMessage, outboxQuery } from '../accounts';
import { successEnvelope } from '../envelope';
import { declareOperations } from '../operation';

/** The operations of apps/api/src/modules/outbox, each declared once: the API registers them, the clients call them. */
export const outboxOperations = declareOperations({
  smsOutbox: {
    method: 'GET',
    path: '/dev/sms-outbox',
    access: 'development',
    tags: ['development'],
    summary: 'The newest 50 texts of one mobile in the SMS outbox (absent in production)',
    query: outboxQuery,
    replies: { 200: successEnvelope(z.array(outboxMessage)) },
    errors: ['RATE_LIMITED'],
  },
  messageOutbox: {
    method: 'GET',
    path: '/dev/message-outbox',
    access: 'development',
    tags: ['development'],
    summary: 'The newest 50 WhatsApp or email messages kept by the local outbox (absent in production)',
    query: messageOutboxQuery,
    replies: { 200: successEnvelope(z.array(messageOutboxItem)) },
    errors: ['RATE_LIMITED'],
  },
});
