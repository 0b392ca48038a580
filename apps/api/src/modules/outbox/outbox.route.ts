import {
  messageOutboxItem,
  messageOutboxQuery,
  outboxMessage,
  outboxQuery,
  successEnvelope,
} from '@store/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { outboxMessages, outboxMessagesOf } from '../messaging';

/** Development only: the texts the SMS outbox holds, for local sign-in and the browser tests. */
export function outboxRoutes({ app, db, devEndpoints }: AppContext): void {
  if (!devEndpoints) return;
  app.get(
    '/dev/sms-outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'The newest 50 texts of one mobile in the SMS outbox (absent in production)',
        querystring: outboxQuery,
        response: { 200: successEnvelope(z.array(outboxMessage)) },
      },
    },
    async (request) => {
      const rows = await outboxMessages(db, request.query.mobile);
      return ok(
        rows.map((r) => ({
          id: r.id,
          mobile: r.mobile,
          body: r.body,
          created_at: r.createdAt.toISOString(),
        })),
      );
    },
  );
  // WhatsApp and email without a provider: the message rows themselves, kept as sent.
  app.get(
    '/dev/message-outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'The newest 50 WhatsApp or email messages kept by the local outbox (absent in production)',
        querystring: messageOutboxQuery,
        response: { 200: successEnvelope(z.array(messageOutboxItem)) },
      },
    },
    async (request) => {
      const rows = await outboxMessagesOf(db, request.query.channel, request.query.to);
      return ok(
        rows.map((r) => ({
          id: r.id,
          channel: r.channel,
          kind: r.kind,
          recipient: r.recipient ?? '',
          body: r.body ?? '',
          sent_at: (r.sentAt ?? r.createdAt).toISOString(),
        })),
      );
    },
  );
}
