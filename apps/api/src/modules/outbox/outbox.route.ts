import { outboxOperations } from '@store/contract';
import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { outboxMessages, outboxMessagesOf } from '../messaging';

/** Development only: the texts the SMS outbox holds, for local sign-in and the browser tests. */
export function outboxRoutes({ app, db, devEndpoints }: AppContext): void {
  if (!devEndpoints) return;
  route(app, outboxOperations.smsOutbox, async (request) => {
    const rows = await outboxMessages(db, request.query.mobile);
    return ok(
      rows.map((r) => ({
        id: r.id,
        mobile: r.mobile,
        body: r.body,
        created_at: r.createdAt.toISOString(),
      })),
    );
  });
  // WhatsApp and email without a provider: the message rows themselves, kept as sent.
  route(app, outboxOperations.messageOutbox, async (request) => {
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
  });
}
